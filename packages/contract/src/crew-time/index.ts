export * from './fence.js';
export * from './punches.js';

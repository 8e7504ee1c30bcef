export * from './fence.js';
export * from './punches.js';
export * from './suggest.js';

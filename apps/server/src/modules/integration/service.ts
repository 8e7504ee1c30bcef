// The integration module's surface: other systems' ids of our rows (INT-3).
export { recordIDsOf, type ExternalKind } from './repository.js';

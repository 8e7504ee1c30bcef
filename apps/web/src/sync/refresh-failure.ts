// TRUST-3: why a screen's refresh failed, for its words: a busy server (the shedder's 503, a 429)
// keeps the work and will take it later; anything else is a failure the screen offers to retry.
import { isServerBusy } from '../api/errors';

export type RefreshFailure = 'busy' | 'failed';

export const refreshFailure = (error: unknown): RefreshFailure => (isServerBusy(error) ? 'busy' : 'failed');

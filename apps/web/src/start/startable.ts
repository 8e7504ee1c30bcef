// What the start sequence (START-2) needs from a background module: one idempotent `start`.
// The database, the upload queue, the sync service and the report-template loader implement it.
export interface StartContext {
  /** The health check's verdict at start. */
  online: boolean;
  /** Whether a session id is stored on this device. */
  signedIn: boolean;
}

export interface Startable {
  readonly name: string;
  start(context: StartContext): Promise<void>;
}

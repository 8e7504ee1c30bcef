// Business constants and limits of spec §9. One definition for app and server.

export const JOB_SYNC_INTERVAL_MS = 10_000;
export const FOLDER_SCAN_INTERVAL_MS = 300_000;

export const LOCAL_DB_NAME = 'fieldops';
export const LOCAL_DB_VERSION = 45;

export const QUEUE_MAX_TRIES = 3;
/** The running flag is reset when it has been stuck for more than this many cycles. */
export const QUEUE_STUCK_CYCLES = 5;

export const BULK_LOAD_COUNTER_RESET = 50;
/** 1/1/2024: where the first job sync starts. */
export const FIRST_SYNC_DATE = '2024-01-01T00:00:00.000Z';

export const DEVICE_SERIAL_MIN_LENGTH = 10;
export const DEVICE_SERIAL_MAX_LENGTH = 100;
export const FOLDER_ID_MIN_LENGTH = 10;
export const NONCE_LENGTH = 20;

export const LOGIN_REDIRECT_DELAY_MS = 1_000;
export const SYNC_TOAST_MS = 1_500;
export const OFFLINE_TOAST_MS = 3_000;
export const SPLASH_STEP_PERCENT = 5;
export const SPLASH_STEP_MS = 100;

export const REPORT_TEMPLATE_KEY_RANGE = { from: 1, to: 1_000_000 } as const;
export const DASHBOARD_ID = 1;

/** An id token counts as valid only while at least this much time is left before `exp`. */
export const TOKEN_MIN_REMAINING_MS = 60_000;

export const PAGE_TRANSITIONS = {
  ios: { enterMs: 540, exitMs: 540 },
  md: { enterMs: 280, exitMs: 200 },
} as const;

/** Local-storage keys of spec §3 (DB-2). */
export const STORAGE_KEYS = {
  deviceSerial: 'deviceSerial',
  currentSessionID: 'currentSessionID',
  oauth2: 'oauth2',
} as const;

/** Header carrying the idempotency key of a queued task (QUEUE-7). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const DEVICE_HEADER = 'Device';

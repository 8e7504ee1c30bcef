// Server configuration from the environment (docs/operations.md lists the same variables; a test
// checks them against CONFIG_VARIABLES). Every value is validated once at start so a typo fails
// loudly with the variable's name instead of misbehaving later.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COMPANY_TIME_ZONE, TimeZoneName } from '@fieldops/contract';
import { z } from 'zod';

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder for the SQLite file and the embedded provider keys; relative to where npm was started.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: SQLite file DATA_DIR/fieldops.sqlite)',
    description: 'postgres://user:pass@host:5432/db to use PostgreSQL instead of SQLite.',
  },
  {
    name: 'DB_POOL_MAX',
    default: '10',
    description:
      'PostgreSQL: connections each instance pools for queries (SCALE-3); with CHANGE_FEED=listen it holds one more.',
  },
  {
    name: 'CHANGE_FEED',
    default: 'listen',
    description:
      "PostgreSQL: how an instance hears of other instances' writes (SCALE-3): listen (one LISTEN connection each) or local (one instance only, no LISTEN connection).",
  },
  { name: 'PUBLIC_URL', default: 'http://localhost:PORT', description: 'Address users reach the server at.' },
  {
    name: 'OIDC_ISSUER',
    default: '(unset: embedded provider at PUBLIC_URL/oidc)',
    description: 'Issuer of an external OpenID Connect provider, e.g. https://accounts.google.com.',
  },
  { name: 'OIDC_CLIENT_ID', default: 'fieldops-web', description: 'Client id of the app at the provider.' },
  {
    name: 'COMPANY_DOMAIN',
    default: 'acme.example',
    description: 'Only accounts of this domain may sign in.',
  },
  {
    name: 'DEMO_DATA',
    default: 'true',
    description: 'Seed demo users and data at start; false turns it off.',
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description:
      'Folder of the built web app to serve; a relative path is taken from apps/web, as the build does.',
  },
  {
    name: 'OFFICE_DIST',
    default: 'apps/office/dist',
    description:
      'Folder of the built office console, served at /office/; a relative path is taken from apps/office, as its build does.',
  },
  {
    name: 'SESSION_TTL_HOURS',
    default: '336',
    description: 'Session lifetime, sliding with use (14 days: crews work offline for days).',
  },
  {
    name: 'IDEMPOTENCY_RETENTION_DAYS',
    default: '30',
    description:
      "How long a change's recorded answer is kept for replays: the longest a device may stay offline.",
  },
  { name: 'RATE_LIMIT_MAX', default: '600', description: 'Requests per minute per client address.' },
  {
    name: 'SERVICE_TOKEN_RATE_LIMIT_MAX',
    default: '120',
    description:
      "Requests per minute per service token (INT-2), each token on its own budget apart from its address's; an upsert of 10,000 rows is one request.",
  },
  {
    name: 'RATE_LIMIT_STORE',
    default: '(unset: database on PostgreSQL, memory on SQLite)',
    description:
      'Where rate-limit counts are kept: database (shared by every instance) or memory (this process only).',
  },
  {
    name: 'RATE_LIMIT_SYNC_MS',
    default: '1000',
    description:
      'With RATE_LIMIT_STORE=database: how often each instance adds its counts to the shared ones; 0 writes every request at once (exact, one statement per request).',
  },
  {
    name: 'SESSION_CACHE_MS',
    default: '60000',
    description:
      'How long a checked session is believed without the database (OPS-5): a sign-out or a change to a user is heard by every instance at once (PostgreSQL NOTIFY); a change made around the server (by hand in the database) takes up to this; 0 turns it off.',
  },
  {
    name: 'SHED_EVENT_LOOP_DELAY_MS',
    default: '1000',
    description:
      'Beyond this event-loop delay the server answers 503 with Retry-After instead of queueing (OPS-5 load shedding); health checks are never shed; 0 turns it off.',
  },
  {
    name: 'SHED_RETRY_AFTER_S',
    default: '10',
    description: 'The Retry-After (seconds) of a shed request; devices wait at least this long.',
  },
  {
    name: 'HEALTH_PORT',
    default: '0',
    description:
      'A second port on which a worker thread answers GET /api/health/live ahead of all other work (TRUST-3); point liveness probes at it. 0 turns it off.',
  },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body.' },
  {
    name: 'REQUEST_TIMEOUT_MS',
    default: '120000',
    description: 'Longest a request may take to arrive, body included (a slow body is cut with 408).',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'true behind a reverse proxy that sets X-Forwarded-*.',
  },
  {
    name: 'GEOCODER_URL',
    default: '(unset: no address lookup)',
    description:
      'Base URL of a Nominatim-compatible reverse geocoder (JOB-5), e.g. https://nominatim.openstreetmap.org; the only host the server asks.',
  },
  {
    name: 'GEOCODER_TIMEOUT_MS',
    default: '3000',
    description: 'How long a reverse-geocoding lookup may take before it is given up (504).',
  },
  {
    name: 'IMAGE_BODY_LIMIT_BYTES',
    default: '15728640',
    description: 'Largest body of POST /api/Image (base64 makes it a third larger than the image).',
  },
  {
    name: 'UPLOAD_RETENTION_HOURS',
    default: '48',
    description:
      'How long a resumable upload (FIELD-3) may go untouched before housekeeping deletes it and its chunks.',
  },
  {
    name: 'IMAGE_MAX_PIXELS',
    default: '40000000',
    description: 'Largest image accepted, in pixels (width × height), checked before decoding (413).',
  },
  {
    name: 'COMPANY_NAME',
    default: 'Acme Utility & Civil',
    description: 'Company name printed in the header of report PDFs.',
  },
  {
    name: 'COMPANY_TIME_ZONE',
    default: DEFAULT_COMPANY_TIME_ZONE,
    description:
      "The company's IANA time zone (TSX-2): timesheet times are wall clock there, night shifts are measured across DST changes, and the dashboard's today is its day. Sent to devices with the timesheet week.",
  },
  {
    name: 'CHAT_WEBHOOK_URL',
    default: '(unset: messages are stored and logged)',
    description:
      'Incoming-webhook URL of the chat service the logger forwards to (MISC-4), e.g. a Slack or Google Chat webhook; a secret, never logged.',
  },
  {
    name: 'CHAT_SERVICES',
    default: 'slack,googlechat',
    description:
      'Comma-separated chat-service names POST /api/logger/{chat-service} accepts; googlechat gets a text message, others Slack blocks.',
  },
  {
    name: 'CHAT_TIMEOUT_MS',
    default: '5000',
    description: 'How long the chat webhook may take before the message is marked failed.',
  },
  {
    name: 'MAP_TILE_URL',
    default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    description:
      "Map tiles the fleet map may load (MISC-2): its origin is allowed in the CSP's img-src. Build the app with the same VITE_MAP_TILE_URL.",
  },
  {
    name: 'DRIVE',
    default: 'local',
    description:
      'Cloud drive of job folders (FILES-4): local (a folder DATA_DIR/drive), google, or shared (OPS-2: in the database and the blob store; needs DATABASE_URL).',
  },
  {
    name: 'GOOGLE_DRIVE_CREDENTIALS',
    default: '(unset)',
    description: 'With DRIVE=google: path of the service account JSON key file.',
  },
  {
    name: 'GOOGLE_DRIVE_ROOT_FOLDER',
    default: '(unset)',
    description: 'With DRIVE=google: id of the Drive folder new job folders are created in.',
  },
  {
    name: 'BLOB_STORE',
    default: 'local',
    description:
      'Where photo blobs live (OPS-2): local (DATA_DIR/blobs, one machine), database (shared by every instance; needs DATABASE_URL) or s3 (SCALE-4: an S3-compatible object store, S3_* below; shared drive files go there too).',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    description: 'With BLOB_STORE=s3: the bucket blobs are kept in (it must exist).',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: Amazon S3)',
    description:
      'With BLOB_STORE=s3: the URL of an S3-compatible store other than Amazon S3, e.g. http://minio:9000 or https://<account>.r2.cloudflarestorage.com.',
  },
  {
    name: 'S3_REGION',
    default: 'us-east-1',
    description: "With BLOB_STORE=s3: the bucket's region (R2: auto).",
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: 'With BLOB_STORE=s3: true for endpoint/bucket/key URLs (MinIO and most self-hosted stores).',
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: "(unset: the AWS SDK's own chain)",
    description:
      'With BLOB_STORE=s3: access key, with S3_SECRET_ACCESS_KEY; unset, the SDK looks for AWS_* variables or an instance role.',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: '(unset)',
    description: 'With BLOB_STORE=s3: the secret of S3_ACCESS_KEY_ID; a secret, never logged.',
  },
  {
    name: 'UPLOAD_MB_PER_MINUTE',
    default: '100',
    description:
      'Upload bytes (tus chunks and photos) one session may send per minute before 429 with Retry-After.',
  },
  {
    name: 'UPLOAD_MEGAPIXELS_PER_MINUTE',
    default: '400',
    description: 'Decoded photo megapixels one session may ask for per minute before 429 with Retry-After.',
  },
  {
    name: 'WEBHOOKS_ALLOW_PRIVATE',
    default: 'false',
    description:
      'INT-4: true lets every webhook subscription deliver to loopback, private, link-local and unique-local addresses (otherwise only a subscription an administrator marks so may).',
  },
  {
    name: 'WEBHOOKS_TIMEOUT_MS',
    default: '10000',
    description: 'INT-4: how long a webhook receiver may take to answer before the attempt counts as failed.',
  },
  {
    name: 'WEBHOOKS_POLL_MS',
    default: '5000',
    description:
      'INT-4: how often this instance looks for due webhook deliveries; 0: this instance sends none (another does).',
  },
  {
    name: 'WEBHOOKS_ROTATION_OVERLAP_HOURS',
    default: '24',
    description:
      'INT-4: after a webhook secret is rotated, how long the old secret keeps signing beside the new one (receivers switch within it).',
  },
] as const satisfies readonly ConfigVariable[];

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'Use true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));
const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const EnvSchema = z.object({
  PORT: int(3000, 0, 65_535),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'Use a postgres:// URL, or leave unset for SQLite')
      .optional(),
  ),
  DB_POOL_MAX: int(10, 1, 1_000),
  CHANGE_FEED: z.enum(['listen', 'local']).default('listen'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: z.string().min(1).default('fieldops-web'),
  COMPANY_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'Use a domain such as acme.example')
    .default('acme.example')
    .transform((d) => d.toLowerCase()),
  DEMO_DATA: flag(true),
  WEB_DIST: optionalText,
  OFFICE_DIST: optionalText,
  SESSION_TTL_HOURS: int(336, 1, 24 * 365),
  IDEMPOTENCY_RETENTION_DAYS: int(30, 1, 3_650),
  RATE_LIMIT_MAX: int(600, 1, 1_000_000),
  SERVICE_TOKEN_RATE_LIMIT_MAX: int(120, 1, 1_000_000),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  RATE_LIMIT_SYNC_MS: int(1_000, 0, 60_000),
  SESSION_CACHE_MS: int(60_000, 0, 600_000),
  SHED_EVENT_LOOP_DELAY_MS: int(1_000, 0, 60_000),
  SHED_RETRY_AFTER_S: int(10, 1, 3_600),
  HEALTH_PORT: int(0, 0, 65_535),
  BODY_LIMIT_BYTES: int(1_048_576, 1_024, 100 * 1_048_576),
  REQUEST_TIMEOUT_MS: int(120_000, 100, 3_600_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag(false),
  GEOCODER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GEOCODER_TIMEOUT_MS: int(3_000, 50, 60_000),
  IMAGE_BODY_LIMIT_BYTES: int(15 * 1_048_576, 1_024, 100 * 1_048_576),
  UPLOAD_RETENTION_HOURS: int(48, 1, 24 * 365),
  IMAGE_MAX_PIXELS: int(40_000_000, 1_000, 268_402_689),
  COMPANY_NAME: z.string().trim().min(1).max(100).default('Acme Utility & Civil'),
  COMPANY_TIME_ZONE: TimeZoneName.default(DEFAULT_COMPANY_TIME_ZONE),
  CHAT_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  CHAT_SERVICES: z
    .string()
    .default('slack,googlechat')
    .transform((v) =>
      v
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,50}$/, 'Use names such as slack,googlechat')).min(1)),
  CHAT_TIMEOUT_MS: int(5_000, 100, 60_000),
  MAP_TILE_URL: z.url({ protocol: /^https?$/ }).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  DRIVE: z.enum(['local', 'google', 'shared']).default('local'),
  GOOGLE_DRIVE_CREDENTIALS: optionalText,
  GOOGLE_DRIVE_ROOT_FOLDER: optionalText,
  BLOB_STORE: z.enum(['local', 'database', 's3']).default('local'),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'Use a bucket name (3-63 lower-case letters, digits, . or -)',
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: flag(false),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  UPLOAD_MB_PER_MINUTE: int(100, 1, 100_000),
  UPLOAD_MEGAPIXELS_PER_MINUTE: int(400, 1, 1_000_000),
  WEBHOOKS_ALLOW_PRIVATE: flag(false),
  WEBHOOKS_TIMEOUT_MS: int(10_000, 100, 120_000),
  WEBHOOKS_POLL_MS: int(5_000, 0, 3_600_000),
  WEBHOOKS_ROTATION_OVERLAP_HOURS: int(24, 0, 24 * 30),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the SQLite file `${dataDir}/fieldops.sqlite`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Unset means the embedded provider at `${publicUrl}/oidc`. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  companyDomain: string;
  demoData: boolean;
  webDist: string;
  /** The office console's build, served at /office/ (issue 29). */
  officeDist: string;
  sessionTtlHours: number;
  idempotencyRetentionDays: number;
  rateLimitMax: number;
  /** INT-2: requests per minute per service token. */
  serviceTokenRateLimitMax: number;
  /** OPS-2: database shares the counts across instances; memory counts in this process. */
  rateLimitStore: 'memory' | 'database';
  /** 0: one statement per request; otherwise counts are added to the shared ones this often. */
  rateLimitSyncMs: number;
  /** OPS-5: how long a checked session is believed (0: every request reads the database). */
  sessionCacheMs: number;
  /** SCALE-3: the PostgreSQL pool's size per instance. */
  dbPoolMax: number;
  /** SCALE-3: 'listen' (PostgreSQL NOTIFY between instances) or 'local' (one instance only). */
  changeFeed: 'listen' | 'local';
  /** OPS-5: load shedding above this event-loop delay (0: off), and the Retry-After it sends. */
  shedEventLoopDelayMs: number;
  shedRetryAfterSeconds: number;
  /** TRUST-3: the liveness-only port answered by a worker thread (0: none). */
  healthPort: number;
  bodyLimitBytes: number;
  /** OPS-1: a request (headers and body) must have arrived within this; then 408 and the connection closes. */
  requestTimeoutMs: number;
  logLevel: string;
  trustProxy: boolean;
  /** Unset means no reverse geocoding: the call answers 503 and the app asks for the address. */
  geocoderUrl: string | undefined;
  geocoderTimeoutMs: number;
  imageBodyLimitBytes: number;
  /** FIELD-3: resumable uploads untouched for longer are purged (housekeeping.ts). */
  uploadRetentionHours: number;
  /** Images with more pixels are refused before they are decoded (REPORT-6). */
  imageMaxPixels: number;
  companyName: string;
  /** TSX-2: the zone timesheet days are worked in (unless a day names its own) and "today" is counted in. */
  companyTimeZone: string;
  /** Unset means the logger stores and logs messages instead of forwarding them (MISC-4). */
  chatWebhookUrl: string | undefined;
  chatServices: string[];
  chatTimeoutMs: number;
  mapTileUrl: string;
  /** FILES-4: where job folders live. */
  drive: 'local' | 'google' | 'shared';
  googleDriveCredentials: string | undefined;
  googleDriveRootFolder: string | undefined;
  /** OPS-2: local folders (one machine) or the database (every instance); SCALE-4: an object store. */
  blobStore: 'local' | 'database' | 's3';
  /** SCALE-4: set exactly when blobStore is s3. */
  objectStore: ObjectStoreSettings | undefined;
  /** OPS-6: what one session may upload per minute (bytes, and decoded photo pixels). */
  uploadBytesPerMinute: number;
  uploadPixelsPerMinute: number;
  /** INT-4: webhook delivery (modules/webhooks). */
  webhooks: { allowPrivate: boolean; timeoutMs: number; pollMs: number; rotationOverlapMs: number };
}

/** SCALE-4: where BLOB_STORE=s3 keeps blobs (adapters/blobs/s3.ts). */
export interface ObjectStoreSettings {
  bucket: string;
  /** Unset means Amazon S3 itself; MinIO, R2 and s3rver are reached by their URL. */
  endpoint: string | undefined;
  region: string;
  /** Path-style URLs (endpoint/bucket/key): what MinIO and s3rver expect. */
  forcePathStyle: boolean;
  /** Unset means the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // OPS-2: the shared blob store is for several instances, which need PostgreSQL (see blobs/index.ts).
  if (e.BLOB_STORE === 'database' && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  BLOB_STORE: database needs DATABASE_URL (PostgreSQL)');
  }
  if (e.BLOB_STORE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: BLOB_STORE=s3 needs the bucket name');
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: set it and S3_SECRET_ACCESS_KEY together, or neither',
    );
  }
  if (e.DRIVE === 'shared' && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DRIVE: shared needs DATABASE_URL (PostgreSQL)');
  }
  // `npm start` runs inside apps/server, so a relative path means "relative to where the user typed it".
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    oidcIssuer: e.OIDC_ISSUER?.replace(/\/+$/, ''),
    oidcClientId: e.OIDC_CLIENT_ID,
    companyDomain: e.COMPANY_DOMAIN,
    demoData: e.DEMO_DATA,
    // Relative to apps/web, like vite's outDir, so one WEB_DIST builds and serves the same folder.
    webDist: path.resolve(serverRoot, '../web', e.WEB_DIST ?? 'dist'),
    officeDist: path.resolve(serverRoot, '../office', e.OFFICE_DIST ?? 'dist'),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    idempotencyRetentionDays: e.IDEMPOTENCY_RETENTION_DAYS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    serviceTokenRateLimitMax: e.SERVICE_TOKEN_RATE_LIMIT_MAX,
    // Several instances only make sense on PostgreSQL; one SQLite process keeps the faster memory store.
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    rateLimitSyncMs: e.RATE_LIMIT_SYNC_MS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    dbPoolMax: e.DB_POOL_MAX,
    changeFeed: e.CHANGE_FEED,
    shedEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
    shedRetryAfterSeconds: e.SHED_RETRY_AFTER_S,
    healthPort: e.HEALTH_PORT,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    geocoderUrl: e.GEOCODER_URL?.replace(/\/+$/, ''),
    geocoderTimeoutMs: e.GEOCODER_TIMEOUT_MS,
    imageBodyLimitBytes: e.IMAGE_BODY_LIMIT_BYTES,
    uploadRetentionHours: e.UPLOAD_RETENTION_HOURS,
    imageMaxPixels: e.IMAGE_MAX_PIXELS,
    companyName: e.COMPANY_NAME,
    companyTimeZone: e.COMPANY_TIME_ZONE,
    chatWebhookUrl: e.CHAT_WEBHOOK_URL,
    chatServices: e.CHAT_SERVICES,
    chatTimeoutMs: e.CHAT_TIMEOUT_MS,
    mapTileUrl: e.MAP_TILE_URL,
    drive: e.DRIVE,
    googleDriveCredentials: e.GOOGLE_DRIVE_CREDENTIALS
      ? path.resolve(base, e.GOOGLE_DRIVE_CREDENTIALS)
      : undefined,
    googleDriveRootFolder: e.GOOGLE_DRIVE_ROOT_FOLDER,
    blobStore: e.BLOB_STORE,
    objectStore:
      e.BLOB_STORE === 's3' && e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    uploadBytesPerMinute: e.UPLOAD_MB_PER_MINUTE * 1_048_576,
    uploadPixelsPerMinute: e.UPLOAD_MEGAPIXELS_PER_MINUTE * 1_000_000,
    webhooks: {
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
      timeoutMs: e.WEBHOOKS_TIMEOUT_MS,
      pollMs: e.WEBHOOKS_POLL_MS,
      rotationOverlapMs: e.WEBHOOKS_ROTATION_OVERLAP_HOURS * 60 * 60 * 1000,
    },
  };
}

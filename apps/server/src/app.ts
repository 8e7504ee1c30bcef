// Builds the Fastify instance: external plugins, then ours, then routes (STYLE: fastify/demo).
// Tests call buildApp and use app.inject; main.ts adds listen and shutdown.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { FEATURE_FLAGS, FOLDER_UPLOAD_MAX_BYTES, type FeatureFlags } from '@fieldops/contract';
import { blobStoreFor } from './adapters/blobs/index.js';
import { chatAdapterFor } from './adapters/chat/index.js';
import { driveFor } from './adapters/drive/index.js';
import { geocoderFor } from './adapters/geocoder/index.js';
import type { IdentityProvider } from './adapters/identity/identity-provider.js';
import { identityFor } from './identity.js';
import type { AppConfig } from './config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.js';
import { withStartUpLock } from './db/start-up-lock.js';
import type { Database } from './db/types.js';
import { seedDemoData } from './demo/seed.js';
import { seedDemoDrive } from './demo/seed-drive.js';
import { batchRoutes } from './http/batch.js';
import { scheduleHousekeeping } from './housekeeping.js';
import { attachBackgroundWork } from './background/background-work.js';
import { clientErrorHandler, frameworkErrors } from './http/client-errors.js';
import { registerTextGuard } from './http/text-guard.js';
import { registerAfterAnswer } from './http/after-answer.js';
import { registerErrorHandlers } from './http/errors.js';
import { loggerOptions, QuietPollLogs, type LogStream } from './http/logging.js';
import { openApiRoute, registerOpenApi } from './http/openapi/document.js';
import { registerSecurity } from './http/security.js';
import { registerLoadShedding } from './http/load-shedding.js';
import { databaseRateLimits, scheduleRateLimitSync } from './http/rate-limit-store.js';
import { serveWebApp } from './http/web-app.js';
import { embeddedProviderRoutes } from './idp/routes.js';
import { driveRoutes } from './modules/drive/routes.js';
import { erJobRoutes } from './modules/er-jobs/routes.js';
import { crewTimeRoutes } from './modules/crew-time/routes.js';
import { fleetRoutes } from './modules/fleet/routes.js';
import { geocodeRoutes } from './modules/geocode/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { imageRoutes } from './modules/images/routes.js';
import { jobLoaderRoutes } from './modules/job-sync/routes.js';
import { servePollsFromMemory } from './modules/job-sync/poll-cache.js';
import { loggerRoutes } from './modules/logger/routes.js';
import { officeFolderRoutes } from './modules/office/folder-routes.js';
import { officeReportRoutes } from './modules/office/report-routes.js';
import { integrationRoutes } from './modules/integration/routes.js';
import { officeRoutes } from './modules/office/routes.js';
import { procedureRoutes } from './modules/procedures/routes.js';
import { reportPdfRoutes } from './modules/report-pdf/routes.js';
import { reportTemplateRoutes } from './modules/report-templates/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { sessionRoutes } from './modules/session/routes.js';
import { sessionService } from './modules/session/service.js';
import { serviceTokenCheck } from './modules/service-accounts/service.js';
import { timesheetRoutes } from './modules/timesheets/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { attachWebhookWorker } from './modules/webhooks/worker.js';
import { limitPhotoCosts } from './modules/uploads/photo-cost.js';
import { imageUploadMaxBytes } from './modules/images/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, for start-up output and tests; routes receive it explicitly. */
    database: DatabaseHandle;
    identity: IdentityProvider;
  }
}

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout when unset. */
  logStream?: LogStream;
  /** Overrides of FEATURE_FLAGS (tests switch a flag's code path on and off). */
  featureFlags?: Partial<FeatureFlags>;
}

/** Origins the app's pages talk to or navigate to at the provider (for the CSP). */
async function providerOrigins(identity: IdentityProvider, app: FastifyInstance): Promise<string[]> {
  const origins = new Set([new URL(identity.issuer).origin]);
  try {
    const endpoints = await identity.authConfig();
    for (const url of [
      endpoints.authorizationEndpoint,
      endpoints.userinfoEndpoint,
      endpoints.revocationEndpoint,
    ]) {
      if (url) origins.add(new URL(url).origin);
    }
  } catch (error) {
    app.log.warn({ err: error }, 'identity provider discovery failed; CSP allows only its issuer origin');
  }
  return [...origins];
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = openDatabase(config);
  try {
    // TRUST-10: one instance at a time does the start-up work (db/start-up-lock.ts).
    return await withStartUpLock(database, config.dataDir, async () => {
      await migrateToLatest(database);
      if (config.demoData) await seedDemoData(database.db, config.companyDomain, config.companyTimeZone);
      return assemble(config, options, database);
    });
  } catch (error) {
    await database.db.destroy();
    throw error;
  }
}

async function assemble(config: AppConfig, options: BuildOptions, database: DatabaseHandle) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // OPS-5: the polls every device sends on a timer are logged at debug.
    logController: new QuietPollLogs(),
    bodyLimit: config.bodyLimitBytes,
    // OPS-1: a body that trickles in (a dead link, or someone holding connections open) ends with
    // 408 instead of staying open forever; Fastify's own default is no limit. Node looks for
    // late requests every connectionsCheckingInterval (30 s by default), a quarter of the limit here.
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(30_000, Math.max(100, config.requestTimeoutMs / 4)) },
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  // Node measures a request against the headers' limit first: one above requestTimeout would hide it.
  app.server.headersTimeout = Math.min(app.server.headersTimeout, config.requestTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => database.db.destroy());

  const { identity, idp } = await identityFor(config, database.db);
  app.decorate('database', database);
  app.decorate('identity', identity);
  app.decorateRequest('authSession', null);

  // OPS-2: counts every instance shares, when configured.
  const sync = { syncEveryMs: config.rateLimitSyncMs };
  const sharedLimits =
    config.rateLimitStore === 'database' ? databaseRateLimits(database.db, sync) : undefined;
  if (sharedLimits) scheduleRateLimitSync(app, sharedLimits, sync.syncEveryMs);

  // External plugins. Load shedding first: a shed request costs no further work (OPS-5).
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.shedEventLoopDelayMs,
    retryAfterSeconds: config.shedRetryAfterSeconds,
  });
  const pageSecurity = await registerSecurity(app, {
    rateLimitStore: sharedLimits?.store,
    providerOrigins: await providerOrigins(identity, app),
    rateLimitMax: config.rateLimitMax,
    serviceTokenRateLimitMax: config.serviceTokenRateLimitMax,
    // The tile server's origin; a `{s}` subdomain placeholder becomes the CSP wildcard `*`.
    imageOrigins: [/^https?:\/\/[^/]+/.exec(config.mapTileUrl)![0].replace('{s}', '*')],
  });
  await registerOpenApi(app, config.publicUrl);

  // Ours.
  registerErrorHandlers(app);
  registerTextGuard(app);
  registerAfterAnswer(app);
  const db: Kysely<Database> = database.db;
  // OPS-2: housekeeping and chat retries, run by one instance at a time (background/).
  attachBackgroundWork(app, db);
  // INT-4: every instance sends due webhook deliveries (each attempt claimed in the database).
  attachWebhookWorker(app, db, config.webhooks);
  const changes = servePollsFromMemory(app, database, config);
  const sessions = sessionService({
    db,
    identity,
    companyDomain: config.companyDomain,
    ttlHours: config.sessionTtlHours,
    cacheMs: config.sessionCacheMs,
    writes: database.writes,
    peers: changes,
  });
  // INT-2: every route gets the service tokens: a call without scopes refuses them with 403.
  const deps = { db, sessions, serviceTokens: serviceTokenCheck(db) };
  const blobs = blobStoreFor(config, database);
  scheduleHousekeeping(app, db, {
    idempotencyRetentionDays: config.idempotencyRetentionDays,
    uploadRetentionHours: config.uploadRetentionHours,
    blobs,
  });

  // Routes.
  sessionRoutes(app, { ...deps, identity });
  batchRoutes(app, deps);
  healthRoutes(app, { ...deps, databaseName: database.name });
  // Feature flags reach procedures through their context (the registry switches them).
  procedureRoutes(app, {
    ...deps,
    flags: { ...FEATURE_FLAGS, ...options.featureFlags },
    companyTimeZone: config.companyTimeZone,
  });
  jobLoaderRoutes(app, deps);
  const drive = driveFor(config, database, blobs);
  if (config.demoData) await seedDemoDrive(db, drive);
  erJobRoutes(app, { ...deps, drive });
  driveRoutes(app, { ...deps, drive, blobs });
  geocodeRoutes(app, { ...deps, geocoder: geocoderFor(config) });
  reportTemplateRoutes(app, deps);
  reportRoutes(app, deps);
  // OPS-6: uploads count by their bytes and decoded pixels per session, not by requests.
  const allowance = {
    bytesPerMinute: config.uploadBytesPerMinute,
    pixelsPerMinute: config.uploadPixelsPerMinute,
  };
  limitPhotoCosts(app, { db, allowance, blobs });
  imageRoutes(app, {
    ...deps,
    blobs,
    imageBodyLimitBytes: config.imageBodyLimitBytes,
    imageMaxPixels: config.imageMaxPixels,
  });
  // FIELD-3: photos and folder files in resumable chunks, within the same limits as base64.
  uploadRoutes(app, {
    ...deps,
    drive,
    limits: { image: imageUploadMaxBytes(config.imageBodyLimitBytes), folder: FOLDER_UPLOAD_MAX_BYTES },
    allowance,
    blobs,
    // SCALE-4: on the object store, chunks go there too; elsewhere they stay rows of the database.
    chunkBlobs: config.blobStore === 's3' ? blobs : undefined,
  });
  reportPdfRoutes(app, {
    ...deps,
    blobs,
    companyName: config.companyName,
    companyTimeZone: config.companyTimeZone,
  });
  timesheetRoutes(app, { ...deps, company: { timeZone: config.companyTimeZone } });
  fleetRoutes(app, deps);
  crewTimeRoutes(app, deps);
  officeRoutes(app, deps, { timeZone: config.companyTimeZone }, config.webhooks);
  officeReportRoutes(app, {
    ...deps,
    blobs,
    companyName: config.companyName,
    companyTimeZone: config.companyTimeZone,
  });
  officeFolderRoutes(app, { ...deps, drive });
  integrationRoutes(app, deps);
  loggerRoutes(app, { ...deps, chat: chatAdapterFor(config), chatServices: config.chatServices });
  openApiRoute(app);
  if (idp) await embeddedProviderRoutes(app, idp, config, pageSecurity);
  await serveWebApp(app, config);
  return app;
}

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, startTestServer, tempDir, usePostgres } from '../test/harness.js';
import { DEMO_MENU_ITEMS, seedDemoData } from '../demo/seed.js';
import { countRows } from '../test/harness.js';
import { migrateToLatest, openDatabase, pingDatabase } from './database.js';

const TABLES = [
  'chat_messages',
  'crew_days_off',
  'crew_pins',
  'crew_punches',
  'devices',
  'drive_folders',
  'employees',
  'event_types',
  'external_ids',
  'idempotency_records',
  'images',
  'job_crew',
  'job_events',
  'job_folders',
  'job_history',
  'job_number_counters',
  'job_subsistence',
  'jobs',
  'menu_items',
  'notes',
  'office_audit',
  'office_grants',
  'oidc_keys',
  'oidc_models',
  'option_lists',
  'rate_limit_windows',
  'report_template_drafts',
  'report_template_versions',
  'report_templates',
  'reports',
  'service_accounts',
  'service_tokens',
  'sessions',
  'sites',
  'timesheet_crew',
  'timesheet_jobs',
  'timesheet_reviews',
  'timesheets',
  'tracked_assets',
  'tracked_folders',
  'upload_chunks',
  'uploads',
  'user_timesheet_defaults',
  'users',
  'vehicles',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_events',
  'webhook_subscriptions',
];

describe('database', () => {
  it(`[SRV-3] one migration set builds the schema on ${usePostgres ? 'PostgreSQL' : 'SQLite'}, and re-running is a no-op`, async () => {
    const database = await createTestDatabase();
    const handle = openDatabase({ databaseUrl: database.url, dataDir: tempDir() });
    try {
      expect(handle.dialect).toBe(usePostgres ? 'postgres' : 'sqlite');
      expect(await migrateToLatest(handle)).toEqual([
        '2025-01-01-initial-schema',
        '2026-01-20-jobs',
        '2026-02-10-reports',
        '2026-03-01-timesheets',
        '2026-04-01-fleet-logger',
        '2026-04-10-drive',
        '2026-06-01-image-capture',
        '2026-06-10-timesheet-time-zone',
        '2026-11-24-resumable-uploads',
        '2026-11-24-sign-in-subjects',
        '2026-11-24-timesheet-versions',
        '2026-11-25-job-history',
        '2026-11-26-timesheet-rule-sets',
        '2026-11-27-employee-trade-class',
        '2026-11-29-provider-state-and-rate-limits',
        '2026-11-30-shared-state',
        '2026-12-01-drive-files',
        '2026-12-02-report-language',
        '2026-12-03-option-labels',
        '2026-12-04-event-type-labels',
        '2026-12-05-reference-codes-per-job',
        '2026-12-08-office-grants',
        '2026-12-09-office-audit',
        '2026-12-10-upload-chunk-blobs',
        '2026-12-11-timesheet-reviews',
        '2026-12-22-report-reviews',
        '2026-12-23-report-template-versions',
        '2026-12-24-crew-time',
        '2026-12-25-service-accounts',
        '2026-12-25-upsert-external-ids',
        '2026-12-26-webhooks',
        '2026-12-27-fleet-retired',
      ]);
      expect(await migrateToLatest(handle)).toEqual([]);
      const tables = await handle.db.introspection.getTables();
      expect(
        tables
          .map((t) => t.name)
          .filter((n) => TABLES.includes(n))
          .sort(),
      ).toEqual([...TABLES].sort());
      // Auto-increment ids, ISO text timestamps and 0/1 flags behave the same on both.
      const inserted = await handle.db
        .insertInto('menu_items')
        .values([
          { title: 'A', url: '/a', icon: 'a', sort_order: 1 },
          { title: 'B', url: '/b', icon: 'b', sort_order: 2 },
        ])
        .returning('menu_item_id')
        .execute();
      expect(inserted[1]!.menu_item_id).toBeGreaterThan(inserted[0]!.menu_item_id);
      // The unique (user_id, idem_key) is what makes concurrent replays safe (QUEUE-7).
      const indexes = usePostgres
        ? await sql<{
            n: string;
          }>`select indexname as n from pg_indexes where tablename = 'idempotency_records'`.execute(handle.db)
        : await sql<{
            n: string;
          }>`select name as n from sqlite_master where type = 'index' and tbl_name = 'idempotency_records'`.execute(
            handle.db,
          );
      expect(indexes.rows.length).toBeGreaterThanOrEqual(2);
      // SYNC-1: job deltas are answered from an index on jobs.updated_at.
      const jobIndexes = usePostgres
        ? await sql<{ n: string }>`select indexname as n from pg_indexes where tablename = 'jobs'`.execute(
            handle.db,
          )
        : await sql<{
            n: string;
          }>`select name as n from sqlite_master where type = 'index' and tbl_name = 'jobs'`.execute(
            handle.db,
          );
      expect(jobIndexes.rows.map((r) => r.n)).toContain('jobs_updated_idx');
    } finally {
      await handle.db.destroy();
      await database.drop();
    }
  });

  it('[SRV-4] demo seeding is idempotent: running it again adds nothing', async () => {
    const server = await startTestServer();
    try {
      const counts = async () => Promise.all(TABLES.map((t) => countRows(server.app, t as 'users')));
      const before = await counts();
      expect(await countRows(server.app, 'users')).toBe(5);
      expect(await countRows(server.app, 'office_grants')).toBe(3);
      expect(await countRows(server.app, 'menu_items')).toBe(DEMO_MENU_ITEMS.length);
      await seedDemoData(server.app.database.db, server.config.companyDomain);
      await seedDemoData(server.app.database.db, server.config.companyDomain);
      expect(await counts()).toEqual(before);
    } finally {
      await server.close();
    }
  });

  it('[SRV-4] DEMO_DATA=false starts with no demo rows', async () => {
    const server = await startTestServer({ DEMO_DATA: 'false' });
    try {
      expect(await countRows(server.app, 'users')).toBe(0);
      expect(await countRows(server.app, 'menu_items')).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('[SRV-3] a closed database fails the ping instead of throwing', async () => {
    const database = await createTestDatabase();
    const handle = openDatabase({ databaseUrl: database.url, dataDir: tempDir() });
    expect(await pingDatabase(handle.db)).toBe(true);
    await handle.db.destroy();
    expect(await pingDatabase(handle.db)).toBe(false);
    await database.drop();
  });
});

// The one migration set of SRV-3, run at every start by Kysely's Migrator. Migrations are code
// (an in-memory provider) so there is no folder to locate at run time; names sort by their date.
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { withIdColumn } from './dialect.js';
import { driveSchema } from './drive-migration.js';
import { fleetLoggerSchema } from './fleet-logger-migration.js';
import { imageCaptureSchema } from './image-capture-migration.js';
import { jobHistorySchema } from './job-history-migration.js';
import { jobsSchema } from './jobs-migration.js';
import { reportsSchema } from './reports-migration.js';
import { timesheetsSchema } from './timesheets-migration.js';
import { timesheetZoneSchema } from './timesheet-zone-migration.js';
import { timesheetRulesSchema } from './timesheet-rules-migration.js';
import { timesheetVersionSchema } from './timesheet-version-migration.js';
import { uploadsSchema } from './uploads-migration.js';
import { employeeTradeSchema } from './employee-trade-migration.js';
import { signInSchema } from './sign-in-migration.js';
import { sharedStateSchema } from './shared-state-migration.js';
import { driveFilesSchema } from './drive-files-migration.js';
import { providerStateSchema } from './provider-state-migration.js';
import { reportLanguageSchema } from './report-language-migration.js';
import { reportReviewSchema } from './report-review-migration.js';
import { fleetRetiredSchema } from './fleet-retired-migration.js';
import { optionLabelSchema } from './option-label-migration.js';
import { eventTypeLabelSchema } from './event-type-label-migration.js';
import { referenceScopeSchema } from './reference-scope-migration.js';
import { uploadChunkBlobsSchema } from './upload-chunk-blobs-migration.js';
import { officeAuditSchema, officeSchema } from './office-migration.js';
import { timesheetReviewSchema } from './timesheet-review-migration.js';
import { reportTemplateVersionsSchema } from './report-template-versions-migration.js';
import { webhooksSchema } from './webhooks-migration.js';
import { crewTimeSchema } from './crew-time-migration.js';
import type { SqlDialect } from './types.js';
import { externalIDsSchema, serviceAccountsSchema } from './service-accounts-migration.js';

// Migrations run before the typed schema exists, so they work on an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

function initialSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('employees'), 'employee_id', dialect)
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('role', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('users'), 'user_id', dialect)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.employee_id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withIdColumn(db.schema.createTable('devices'), 'device_id', dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('serial', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('uuid', 'text', (c) => c.notNull())
        .addColumn('os_version', 'text', (c) => c.notNull())
        .addColumn('manufacturer', 'text', (c) => c.notNull())
        .addColumn('is_virtual', 'integer', (c) => c.notNull())
        .addColumn('app_version', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('devices_user_serial_unique', ['user_id', 'serial'])
        .execute();

      await withIdColumn(db.schema.createTable('sessions'), 'session_id', dialect)
        .addColumn('id_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('device_id', 'integer', (c) => c.references('devices.device_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      // Listing or revoking a user's sessions (log out everywhere, deactivation).
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withIdColumn(db.schema.createTable('idempotency_records'), 'record_id', dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('idem_key', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // The unique pair is both the lookup index and what stops two concurrent replays (QUEUE-7).
        .addUniqueConstraint('idempotency_user_key_unique', ['user_id', 'idem_key'])
        .execute();
      // Pruning old records by age.
      await db.schema
        .createIndex('idempotency_created_idx')
        .on('idempotency_records')
        .column('created_at')
        .execute();

      await withIdColumn(db.schema.createTable('menu_items'), 'menu_item_id', dialect)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'menu_items',
        'idempotency_records',
        'sessions',
        'devices',
        'users',
        'employees',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

export function migrationProvider(dialect: SqlDialect): MigrationProvider {
  return {
    getMigrations: async () => ({
      '2025-01-01-initial-schema': initialSchema(dialect),
      '2026-01-20-jobs': jobsSchema(dialect),
      '2026-02-10-reports': reportsSchema(dialect),
      '2026-03-01-timesheets': timesheetsSchema(dialect),
      '2026-04-01-fleet-logger': fleetLoggerSchema(dialect),
      '2026-04-10-drive': driveSchema(dialect),
      '2026-06-01-image-capture': imageCaptureSchema(dialect),
      '2026-06-10-timesheet-time-zone': timesheetZoneSchema(),
      '2026-11-24-resumable-uploads': uploadsSchema(dialect),
      '2026-11-24-sign-in-subjects': signInSchema(),
      '2026-11-26-timesheet-rule-sets': timesheetRulesSchema(dialect),
      '2026-11-25-job-history': jobHistorySchema(dialect),
      '2026-11-24-timesheet-versions': timesheetVersionSchema(),
      '2026-11-27-employee-trade-class': employeeTradeSchema(),
      '2026-11-30-shared-state': sharedStateSchema(dialect),
      '2026-12-01-drive-files': driveFilesSchema(),
      '2026-11-29-provider-state-and-rate-limits': providerStateSchema(dialect),
      '2026-12-02-report-language': reportLanguageSchema(),
      '2026-12-03-option-labels': optionLabelSchema(),
      '2026-12-04-event-type-labels': eventTypeLabelSchema(),
      '2026-12-05-reference-codes-per-job': referenceScopeSchema(dialect),
      '2026-12-08-office-grants': officeSchema(),
      '2026-12-09-office-audit': officeAuditSchema(dialect),
      '2026-12-11-timesheet-reviews': timesheetReviewSchema(dialect),
      '2026-12-10-upload-chunk-blobs': uploadChunkBlobsSchema(),
      '2026-12-22-report-reviews': reportReviewSchema(),
      '2026-12-23-report-template-versions': reportTemplateVersionsSchema(),
      '2026-12-24-crew-time': crewTimeSchema(),
      '2026-12-25-service-accounts': serviceAccountsSchema(dialect),
      '2026-12-25-upsert-external-ids': externalIDsSchema(),
      '2026-12-26-webhooks': webhooksSchema(dialect),
      '2026-12-27-fleet-retired': fleetRetiredSchema(),
    }),
  };
}

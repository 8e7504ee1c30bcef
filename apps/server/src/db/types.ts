// Row types of every table, composed from one file per owning area (db/tables/, modules/README.md):
// a feature adds its table to its area's file, not here. Timestamps are ISO-8601 text and booleans
// 0/1 integers so the same rows and queries work on SQLite and PostgreSQL (SRV-3).
import type { Insertable, Selectable } from 'kysely';
import type { ProviderStateTables } from './provider-state-types.js';
import type { SharedStateTables } from './shared-state-types.js';
import type { CalendarTables } from './tables/calendar.js';
import type { CrewTimeTables } from './tables/crew-time.js';
import type { DevicesTables, DevicesTable } from './tables/devices.js';
import type { DriveTables } from './tables/drive.js';
import type { EmployeesTables } from './tables/employees.js';
import type { FleetTables } from './tables/fleet.js';
import type { IdempotencyTables } from './tables/idempotency.js';
import type { ImagesTables, ImagesTable } from './tables/images.js';
import type { JobsTables, JobsTable } from './tables/jobs.js';
import type { LoggerTables } from './tables/logger.js';
import type { LookupsTables } from './tables/lookups.js';
import type { MenuTables } from './tables/menu.js';
import type { NotesTables } from './tables/notes.js';
import type { OfficeTables } from './tables/office.js';
import type { ReportTemplateVersionsTables } from './tables/report-template-versions.js';
import type { ReportsTables, ReportsTable, ReportTemplatesTable } from './tables/reports.js';
import type { ServiceAccountTables } from './tables/service-accounts.js';
import type { SessionTables, UsersTable } from './tables/session.js';
import type { SitesTables, SitesTable } from './tables/sites.js';
import type { TimesheetsTables } from './tables/timesheets.js';
import type { UploadsTables, UploadsTable } from './tables/uploads.js';
import type { WebhooksTables } from './tables/webhooks.js';

export type * from './tables/calendar.js';
export type * from './tables/crew-time.js';
export type * from './tables/devices.js';
export type * from './tables/drive.js';
export type * from './tables/employees.js';
export type * from './tables/fleet.js';
export type * from './tables/idempotency.js';
export type * from './tables/images.js';
export type * from './tables/jobs.js';
export type * from './tables/logger.js';
export type * from './tables/lookups.js';
export type * from './tables/menu.js';
export type * from './tables/notes.js';
export type * from './tables/office.js';
export type * from './tables/report-template-versions.js';
export type * from './tables/reports.js';
export type * from './tables/service-accounts.js';
export type * from './tables/session.js';
export type * from './tables/sites.js';
export type * from './tables/timesheets.js';
export type * from './tables/uploads.js';
export type * from './tables/webhooks.js';

export interface Database
  extends
    SessionTables,
    EmployeesTables,
    DevicesTables,
    IdempotencyTables,
    MenuTables,
    JobsTables,
    SitesTables,
    NotesTables,
    LookupsTables,
    CalendarTables,
    DriveTables,
    ReportsTables,
    ReportTemplateVersionsTables,
    ImagesTables,
    TimesheetsTables,
    FleetTables,
    LoggerTables,
    UploadsTables,
    SharedStateTables,
    ProviderStateTables,
    OfficeTables,
    WebhooksTables,
    CrewTimeTables,
    ServiceAccountTables {}

export type UserRow = Selectable<UsersTable>;
export type NewDevice = Insertable<DevicesTable>;
export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type SiteRow = Selectable<SitesTable>;
export type ReportTemplateRow = Selectable<ReportTemplatesTable>;
export type ReportRow = Selectable<ReportsTable>;
export type ImageRow = Selectable<ImagesTable>;
export type UploadRow = Selectable<UploadsTable>;

export type SqlDialect = 'sqlite' | 'postgres';

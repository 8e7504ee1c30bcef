// TSX-2: the IANA zone a timesheet day was worked in, kept with the day so its hours stay what
// they were when COMPANY_TIME_ZONE changes later. Null on days stored before: the company's zone.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are changing
type AnyDb = Kysely<any>;

export function timesheetZoneSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('timesheets').addColumn('time_zone', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('timesheets').dropColumn('time_zone').execute();
    },
  };
}

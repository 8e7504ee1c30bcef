// CREW-1, CREW-2: the crew's punches (kept, never updated: a correction is a new row naming the
// one it corrects), the kiosk PINs (a scrypt hash only), and each job site's fence radius.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function crewTimeSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('crew_punches')
        .addColumn('punch_id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.employee_id'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id'))
        .addColumn('device_time', 'text', (c) => c.notNull())
        .addColumn('clock_offset_ms', 'double precision')
        .addColumn('corrected_time', 'text', (c) => c.notNull())
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('accuracy_m', 'double precision')
        .addColumn('distance_m', 'double precision')
        .addColumn('flags', 'text', (c) => c.notNull())
        .addColumn('recorded_as', 'text', (c) => c.notNull())
        .addColumn('kiosk_method', 'text')
        .addColumn('signature', 'text')
        .addColumn('recorded_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('corrects_punch_id', 'text', (c) => c.references('crew_punches.punch_id'))
        .addColumn('correction_reason', 'text')
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('crew_punches_job_time_idx')
        .on('crew_punches')
        .columns(['job_id', 'corrected_time'])
        .execute();
      await db.schema
        .createIndex('crew_punches_employee_time_idx')
        .on('crew_punches')
        .columns(['employee_id', 'corrected_time'])
        .execute();
      await db.schema
        .createTable('crew_pins')
        .addColumn('employee_id', 'integer', (c) => c.primaryKey().references('employees.employee_id'))
        .addColumn('pin_hash', 'text', (c) => c.notNull())
        .addColumn('set_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('set_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('jobs').addColumn('fence_radius_m', 'integer').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('jobs').dropColumn('fence_radius_m').execute();
      await db.schema.dropTable('crew_pins').execute();
      await db.schema.dropTable('crew_punches').execute();
    },
  };
}

// TSX-3: jobs stored before the history existed get their first rows from the migration: opened,
// led by their foreman and worked by their crew since their creation; a closed job closed at its
// last change. Runs on SQLite and PostgreSQL.
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, tempDir, usePostgres } from '../test/harness.js';
import { migrateToLatest, openDatabase } from './database.js';
import { migrationProvider } from './migrations.js';

const JOB_HISTORY = '2026-11-25-job-history';

const job = (
  number: string,
  foreman: number,
  status: 'Open' | 'Closed',
  created: string,
  updated: string,
) => ({
  job_number: number,
  address1: '1 Main St',
  city: 'Springfield',
  work_type: 'Water',
  work_description: 'Main break',
  crew_folder: number,
  crew_folder_id: '',
  status,
  is_emergency: 0,
  foreman_employee_id: foreman,
  created_at: created,
  updated_at: updated,
});

describe('job history migration', () => {
  it(`[TSX-3] jobs stored before it get their first rows: opened, foreman and crew since creation, closed at the last change (${usePostgres ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const database = await createTestDatabase();
    const handle = openDatabase({ databaseUrl: database.url, dataDir: tempDir() });
    try {
      const provider = migrationProvider(handle.dialect);
      const names = Object.keys(await provider.getMigrations()).sort();
      const before = names[names.indexOf(JOB_HISTORY) - 1]!;
      const { error } = await new Migrator({ db: handle.db, provider }).migrateTo(before);
      expect(error).toBeUndefined();
      const db = handle.db;
      const people = await db
        .insertInto('employees')
        .values([
          { full_name: 'Frank', email: 'f@x.example', role: 'foreman' },
          { full_name: 'Carlos', email: 'c@x.example', role: 'crew' },
        ])
        .returning('employee_id')
        .execute();
      const [frank, carlos] = people.map((p) => p.employee_id) as [number, number];
      const [open, closed] = (
        await db
          .insertInto('jobs')
          .values([
            job('26-0001', frank, 'Open', '2026-01-05T12:00:00.000Z', '2026-01-06T12:00:00.000Z'),
            job('26-0002', frank, 'Closed', '2026-02-02T12:00:00.000Z', '2026-02-20T15:00:00.000Z'),
          ])
          .returning('job_id')
          .execute()
      ).map((j) => j.job_id) as [number, number];
      await db.insertInto('job_crew').values({ job_id: open, employee_id: carlos }).execute();

      expect(await migrateToLatest(handle)).toContain(JOB_HISTORY);
      const rows = await db
        .selectFrom('job_history')
        .select(['job_id', 'changed_at', 'change', 'employee_id'])
        .orderBy('job_id')
        .orderBy('changed_at')
        .orderBy('change')
        .execute();
      expect(rows).toEqual([
        { job_id: open, changed_at: '2026-01-05T12:00:00.000Z', change: 'crewJoined', employee_id: carlos },
        { job_id: open, changed_at: '2026-01-05T12:00:00.000Z', change: 'foreman', employee_id: frank },
        { job_id: open, changed_at: '2026-01-05T12:00:00.000Z', change: 'opened', employee_id: null },
        { job_id: closed, changed_at: '2026-02-02T12:00:00.000Z', change: 'foreman', employee_id: frank },
        { job_id: closed, changed_at: '2026-02-02T12:00:00.000Z', change: 'opened', employee_id: null },
        { job_id: closed, changed_at: '2026-02-20T15:00:00.000Z', change: 'closed', employee_id: null },
      ]);
    } finally {
      await handle.db.destroy();
      await database.drop();
    }
  });
});

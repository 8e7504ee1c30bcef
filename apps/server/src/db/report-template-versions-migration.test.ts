// OFFICE-4: templates stored before versions were kept become their first kept version, so a
// report filled on them keeps printing them after the office publishes another. Runs on SQLite
// and PostgreSQL.
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, tempDir, usePostgres } from '../test/harness.js';
import { migrateToLatest, openDatabase } from './database.js';
import { migrationProvider } from './migrations.js';

const VERSIONS = '2026-12-23-report-template-versions';
const FIELDS = JSON.stringify([{ kind: 'text', key: 'visitor', label: 'Visitor', required: true }]);

describe('report template versions migration', () => {
  it(`[OFFICE-4] each stored template's version becomes a kept version, in use (${usePostgres ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const database = await createTestDatabase();
    const handle = openDatabase({ databaseUrl: database.url, dataDir: tempDir() });
    try {
      const provider = migrationProvider(handle.dialect);
      const names = Object.keys(await provider.getMigrations()).sort();
      const before = names[names.indexOf(VERSIONS) - 1]!;
      const { error } = await new Migrator({ db: handle.db, provider }).migrateTo(before);
      expect(error).toBeUndefined();
      const { report_template_id: id } = await handle.db
        .insertInto('report_templates')
        .values({
          report_template_name: 'site-visit',
          report_name: 'Site Visit',
          definition: FIELDS,
          version: 3,
          updated_at: '2026-11-02T08:00:00.000Z',
        })
        .returning('report_template_id')
        .executeTakeFirstOrThrow();

      expect(await migrateToLatest(handle)).toContain(VERSIONS);
      expect(await handle.db.selectFrom('report_template_versions').selectAll().execute()).toEqual([
        {
          report_template_id: id,
          version: 3,
          report_name: 'Site Visit',
          definition: FIELDS,
          published_at: '2026-11-02T08:00:00.000Z',
          published_by_user_id: null,
        },
      ]);
      const template = await handle.db
        .selectFrom('report_templates')
        .select('retired_at')
        .executeTakeFirstOrThrow();
      expect(template.retired_at).toBeNull();
      expect(await handle.db.selectFrom('report_template_drafts').selectAll().execute()).toEqual([]);
    } finally {
      await handle.db.destroy();
      await database.drop();
    }
  });
});

// Issue 6 (FILES-1..4): the drive folders the server knows (job folders and standalone folders a
// user may track), who tracks which, and the drive id of each folder add-folders made. Folder ids
// are the drive's own opaque ids (text), never paths.
import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function driveSchema(_dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('drive_folders')
        .addColumn('folder_id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        // Null for a standalone folder (reached by tracking it); else the job whose crew reaches it.
        .addColumn('job_id', 'integer', (c) => c.references('jobs.job_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('drive_folders_job_idx').on('drive_folders').column('job_id').execute();

      await db.schema
        .createTable('tracked_folders')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('folder_id', 'text', (c) => c.notNull().references('drive_folders.folder_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('tracked_folders_pk', ['user_id', 'folder_id'])
        .execute();

      await db.schema.alterTable('job_folders').addColumn('drive_folder_id', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('job_folders').dropColumn('drive_folder_id').execute();
      await db.schema.dropTable('tracked_folders').execute();
      await db.schema.dropTable('drive_folders').execute();
    },
  };
}

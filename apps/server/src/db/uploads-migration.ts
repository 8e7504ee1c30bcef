// FIELD-3: resumable uploads live in the database, not in process memory or on one instance's
// disk, so every server instance sees every chunk and a restart loses nothing. Each acknowledged
// PATCH body is its own row (upload, offset, bytes): appending never rewrites a growing blob.
import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function uploadsSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('uploads')
        .addColumn('upload_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('job_id', 'integer')
        .addColumn('folder_id', 'text')
        .addColumn('file_type', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text')
        .addColumn('upload_length', 'integer', (c) => c.notNull())
        .addColumn('upload_offset', 'integer', (c) => c.notNull())
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Housekeeping finds abandoned uploads by their last chunk's time.
      await db.schema.createIndex('uploads_updated_idx').on('uploads').column('updated_at').execute();

      await db.schema
        .createTable('upload_chunks')
        .addColumn('upload_id', 'text', (c) =>
          c.notNull().references('uploads.upload_id').onDelete('cascade'),
        )
        .addColumn('chunk_offset', 'integer', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        // Also the one index the final read needs (chunks of an upload in offset order).
        .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'chunk_offset'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('upload_chunks').execute();
      await db.schema.dropTable('uploads').execute();
    },
  };
}

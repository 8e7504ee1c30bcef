// OPS-6: sign-in keyed on the provider's subject, and each id token good for one session. A user
// row learns its `subject` (the token's `sub`) at its first sign-in, matched by email only then;
// `spent_id_tokens` holds the hash of every id token that opened a session until it expires.
import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function signInSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('subject', 'text').execute();
      // NULLs (users not signed in since) do not collide on either database.
      await db.schema.createIndex('users_subject_idx').unique().on('users').column('subject').execute();
      await db.schema
        .createTable('spent_id_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('spent_id_tokens_expiry_idx')
        .on('spent_id_tokens')
        .column('expires_at')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('spent_id_tokens').execute();
      await db.schema.dropIndex('users_subject_idx').execute();
      await db.schema.alterTable('users').dropColumn('subject').execute();
    },
  };
}

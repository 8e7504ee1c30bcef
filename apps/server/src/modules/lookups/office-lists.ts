// OFFICE-5: the office's writes to the lookup tables. A list is replaced whole, in its order; event
// types are kept by name (a job event keeps the name it was given), so a renamed type is a new one.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export async function replaceOptionList(
  db: Kysely<Database>,
  listName: string,
  entries: readonly { value: string; label: string; labelEs: string | null }[],
): Promise<void> {
  await db.deleteFrom('option_lists').where('list_name', '=', listName).execute();
  if (entries.length === 0) return;
  await db
    .insertInto('option_lists')
    .values(
      entries.map((e, i) => ({
        list_name: listName,
        value: e.value,
        label: e.label,
        label_es: e.labelEs,
        sort_order: (i + 1) * 10,
      })),
    )
    .execute();
}

export async function replaceEventTypes(
  db: Kysely<Database>,
  entries: readonly { name: string; labelEs: string | null }[],
): Promise<void> {
  const names = entries.map((e) => e.name);
  await db.deleteFrom('event_types').where('name', 'not in', names).execute();
  const held = new Set((await db.selectFrom('event_types').select('name').execute()).map((r) => r.name));
  for (const [i, e] of entries.entries()) {
    const row = { label_es: e.labelEs, sort_order: (i + 1) * 10 };
    if (held.has(e.name)) await db.updateTable('event_types').set(row).where('name', '=', e.name).execute();
    else
      await db
        .insertInto('event_types')
        .values({ name: e.name, ...row })
        .execute();
  }
}

/** INT-3: the entries of these lists as stored (ids and order), for an upsert to decide on. */
export async function optionRowsOf(db: Kysely<Database>, listNames: readonly string[]) {
  if (listNames.length === 0) return [];
  return db
    .selectFrom('option_lists')
    .selectAll()
    .where('list_name', 'in', [...new Set(listNames)])
    .orderBy('sort_order')
    .execute();
}

export async function insertOptionEntries(
  db: Kysely<Database>,
  entries: readonly {
    list_name: string;
    value: string;
    label: string;
    label_es: string | null;
    sort_order: number;
  }[],
) {
  for (let i = 0; i < entries.length; i += 500)
    await db
      .insertInto('option_lists')
      .values(entries.slice(i, i + 500))
      .execute();
}

export async function updateOptionEntry(
  db: Kysely<Database>,
  optionID: number,
  label: string,
  labelEs: string | null,
) {
  await db
    .updateTable('option_lists')
    .set({ label, label_es: labelEs })
    .where('option_id', '=', optionID)
    .execute();
}

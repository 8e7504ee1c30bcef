// INT-3: option-list entries (cost codes and the rest) from another system, keyed by list and
// value (the value is that system's code): a new entry goes to the end of its list, a changed label
// is updated, the rest is unchanged; entries not sent stay. Devices get the lists on their next sync
// (GetLookupTables); the office record holds the lists before and after the call.
import { OptionUpsertRow, type UpsertAnswer, type UpsertRowResult } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AuthSession } from '../../http/auth.js';
import { allOptionLists, insertOptionEntries, optionRowsOf, updateOptionEntry } from '../lookups/service.js';
import { AUDITED_LISTS, recordAudits } from '../office/service.js';
import { answerOf, checkRows, invalid } from './upsert-rows.js';

const keyOf = (raw: Record<string, unknown>) =>
  typeof raw.listName === 'string' && typeof raw.value === 'string'
    ? `${raw.listName}/${raw.value.trim()}`
    : null;

export async function upsertOptionLists(
  db: Kysely<Database>,
  caller: Pick<AuthSession, 'user' | 'serviceAccount'>,
  request: { dryRun: boolean; rows: Record<string, unknown>[] },
): Promise<UpsertAnswer> {
  const checked = checkRows(OptionUpsertRow, request.rows, keyOf);
  const held = await optionRowsOf(
    db,
    checked.flatMap((c) => (c.value ? [c.value.listName] : [])),
  );
  const byKey = new Map(held.map((r) => [`${r.list_name}/${r.value}`, r]));
  const results: UpsertRowResult[] = [];
  const creates: OptionUpsertRow[] = [];
  const updates: { optionID: number; entry: OptionUpsertRow }[] = [];
  for (const row of checked) {
    const entry = row.value;
    if (!entry) {
      results.push(invalid(row));
      continue;
    }
    const existing = byKey.get(`${entry.listName}/${entry.value}`);
    const outcome = !existing
      ? 'created'
      : existing.label === entry.label && existing.label_es === entry.labelEs
        ? 'unchanged'
        : 'updated';
    if (outcome === 'created') creates.push(entry);
    if (outcome === 'updated') updates.push({ optionID: existing!.option_id, entry });
    results.push({
      row: row.row,
      externalID: `${entry.listName}/${entry.value}`,
      outcome,
      id: existing?.option_id ?? null,
      errors: [],
    });
  }
  if (request.dryRun || (creates.length === 0 && updates.length === 0))
    return answerOf(request.dryRun, results);

  const before = await allOptionLists(db);
  const last = new Map<string, number>();
  for (const r of held) last.set(r.list_name, Math.max(last.get(r.list_name) ?? 0, r.sort_order));
  await insertOptionEntries(
    db,
    creates.map((e) => {
      const order = (last.get(e.listName) ?? 0) + 10;
      last.set(e.listName, order);
      return {
        list_name: e.listName,
        value: e.value,
        label: e.label,
        label_es: e.labelEs,
        sort_order: order,
      };
    }),
  );
  for (const { optionID, entry } of updates)
    await updateOptionEntry(db, optionID, entry.label, entry.labelEs);
  await recordAudits(db, caller, 'upsertOptionLists', AUDITED_LISTS, [
    { before: { optionLists: before }, after: { optionLists: await allOptionLists(db) } },
  ]);
  const ids = new Map(
    (
      await optionRowsOf(
        db,
        creates.map((e) => e.listName),
      )
    ).map((r) => [`${r.list_name}/${r.value}`, r.option_id]),
  );
  return answerOf(
    false,
    results.map((r) => ({
      ...r,
      id: r.id ?? (r.externalID === null ? null : (ids.get(r.externalID) ?? null)),
    })),
  );
}

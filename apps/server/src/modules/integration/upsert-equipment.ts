// INT-3: vehicles and tracked assets from another system (an asset register), keyed by unit number
// or tag, the codes both systems already share. Name, type, status and who has it are the other
// system's; positions stay the telematics' (never written here). Each change is in the office
// record. The fleet list's per-instance cache shows it within FLEET_CACHE_MS.
import { EquipmentUpsertRow, type UpsertAnswer, type UpsertRowResult } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AuthSession } from '../../http/auth.js';
import { equipmentByCode, insertEquipment, updateEquipment, type EquipmentRecord } from '../fleet/service.js';
import { AUDITED_EQUIPMENT, recordAudits } from '../office/service.js';
import { answerOf, checkRows, invalid } from './upsert-rows.js';

const keyOf = (raw: Record<string, unknown>) =>
  typeof raw.kind === 'string' && typeof raw.code === 'string' ? `${raw.kind}/${raw.code.trim()}` : null;

const fieldsOf = (row: EquipmentUpsertRow) => ({
  code: row.code,
  name: row.name,
  type: row.type,
  status: row.status,
  assignedTo: row.assignedTo,
});

export async function upsertEquipment(
  db: Kysely<Database>,
  caller: Pick<AuthSession, 'user' | 'serviceAccount'>,
  request: { dryRun: boolean; rows: Record<string, unknown>[] },
): Promise<UpsertAnswer> {
  const checked = checkRows(EquipmentUpsertRow, request.rows, keyOf);
  const valid = checked.flatMap((c) => (c.value ? [c.value] : []));
  const held = new Map<string, EquipmentRecord>();
  for (const kind of ['vehicle', 'asset'] as const) {
    const codes = valid.filter((r) => r.kind === kind).map((r) => r.code);
    for (const item of await equipmentByCode(db, kind, codes)) held.set(`${kind}/${item.code}`, item);
  }
  const results: UpsertRowResult[] = [];
  const changes: { row: number; item: EquipmentUpsertRow; before: EquipmentRecord | undefined }[] = [];
  for (const row of checked) {
    const item = row.value;
    if (!item) {
      results.push(invalid(row));
      continue;
    }
    const before = held.get(`${item.kind}/${item.code}`);
    const wanted = fieldsOf(item);
    const same =
      before !== undefined &&
      before.name === wanted.name &&
      before.type === wanted.type &&
      before.status === wanted.status &&
      before.assignedTo === wanted.assignedTo;
    const outcome = !before ? 'created' : same ? 'unchanged' : 'updated';
    if (outcome !== 'unchanged') changes.push({ row: row.row, item, before });
    results.push({
      row: row.row,
      externalID: `${item.kind}/${item.code}`,
      outcome,
      id: before?.id ?? null,
      errors: [],
    });
  }
  if (request.dryRun) return answerOf(true, results);

  const ids = new Map<number, number>();
  const records: { before: EquipmentRecord | null; after: EquipmentRecord & { kind: string } }[] = [];
  for (const { row, item, before } of changes) {
    const id = before?.id ?? (await insertEquipment(db, item.kind, fieldsOf(item)));
    if (before) await updateEquipment(db, item.kind, id, fieldsOf(item));
    ids.set(row, id);
    records.push({ before: before ?? null, after: { id, kind: item.kind, ...fieldsOf(item) } });
  }
  await recordAudits(db, caller, 'upsertEquipment', AUDITED_EQUIPMENT, records);
  return answerOf(
    false,
    results.map((r) => ({ ...r, id: ids.get(r.row) ?? r.id })),
  );
}

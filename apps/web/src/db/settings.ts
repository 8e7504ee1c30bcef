// Typed accessors of the `settings` store (single values only; each key's type is in
// setting-values.ts). Records a device keeps many of have stores of their own (records.ts).
import type { SettingKey, SettingValueFields, SettingValues } from './setting-values';
import { type FieldOpsDatabase, db } from './database';
import { sameValue } from './unchanged-writes';

/** Call inside a transaction with `settings`, or on its own. */
export async function readSetting<K extends SettingKey>(
  key: K,
  database: FieldOpsDatabase = db,
): Promise<SettingValues[K] | undefined> {
  const row: SettingValueFields | undefined = await database.settings.get(key);
  return row?.[key];
}

/** Call inside a transaction with `settings`, or on its own (wrap in guardWrite: it may fill the disk). */
export async function writeSetting<K extends SettingKey>(
  key: K,
  value: SettingValues[K],
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<void> {
  const fields: SettingValueFields = {};
  fields[key] = value;
  // TRUST-11: a value equal to the stored one is not written again (nothing reads `updatedAt`
  // back; a write would run every live query on the key again).
  const stored: SettingValueFields | undefined = await database.settings.get(key);
  if (stored && sameValue(stored[key], value)) return;
  await database.settings.put({ ...fields, key, updatedAt: now.toISOString() });
}

export async function deleteSettings(keys: readonly SettingKey[], database: FieldOpsDatabase = db) {
  await database.settings.bulkDelete([...keys]);
}

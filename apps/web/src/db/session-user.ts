// The signed-in user as the server described them (TS-1 reads the role and the employee id): a
// setting, written at sign-in (auth/session.ts) and dropped at log out (local-database.ts).
import type { UserData } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { useLiveQuery } from './live-query';
import { readSetting, writeSetting } from './settings';
import { guardWrite } from './storage-errors';

export async function saveSessionUser(user: UserData, database: FieldOpsDatabase = db): Promise<void> {
  await guardWrite(() => writeSetting('sessionUser', user, database));
}

export async function readSessionUser(database: FieldOpsDatabase = db): Promise<UserData | null> {
  return (await readSetting('sessionUser', database)) ?? null;
}

export function useSessionUser(): UserData | null | undefined {
  return useLiveQuery(async () => readSessionUser(), []);
}

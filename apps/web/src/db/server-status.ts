// SHELL-3: the last health-check answer, kept so the menu footer shows it offline too.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ServerStatus } from '@fieldops/contract';
import { db } from './database';
import { guardWrite } from './storage-errors';

const KEY = 'serverStatus';

export function saveServerStatus(status: ServerStatus, now = new Date()): Promise<void> {
  return guardWrite(async () => {
    await db.settings.put({ key: KEY, value: status, updatedAt: now.toISOString() });
  });
}

/** undefined while loading; null when no health check has answered yet. */
export function useServerStatus(): ServerStatus | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.settings.get(KEY);
    return row ? (row.value as ServerStatus) : null;
  }, []);
}

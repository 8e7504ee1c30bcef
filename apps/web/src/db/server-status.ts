// SHELL-3: the last health-check answer, kept so the menu footer shows it offline too.
import { useLiveQuery } from './live-query';
import type { ServerStatus } from '@fieldops/contract';
import { readSetting, writeSetting } from './settings';
import { guardWrite } from './storage-errors';

export function saveServerStatus(status: ServerStatus, now = new Date()): Promise<void> {
  return guardWrite(() => writeSetting('serverStatus', status, undefined, now));
}

/** undefined while loading; null when no health check has answered yet. */
export function useServerStatus(): ServerStatus | null | undefined {
  return useLiveQuery(async () => (await readSetting('serverStatus')) ?? null, []);
}

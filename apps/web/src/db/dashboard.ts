// MISC-1 / START-4: the dashboard figures, cached so the dashboard works offline.
import { useLiveQuery } from './live-query';
import { DASHBOARD_ID, type ProcedureAnswer } from '@fieldops/contract';
import { type Dashboard, db } from './database';
import { guardWrite } from './storage-errors';

export function saveDashboard(answer: ProcedureAnswer<'GetDashboard'>, now = new Date()): Promise<void> {
  return guardWrite(async () => {
    await db.dashboard.put({ ...answer, updatedAt: now.toISOString() });
  });
}

/** undefined while loading; null when nothing is cached yet. */
export function useDashboard(dashboardID: number = DASHBOARD_ID): Dashboard | null | undefined {
  return useLiveQuery(async () => (await db.dashboard.get(dashboardID)) ?? null, [dashboardID]);
}

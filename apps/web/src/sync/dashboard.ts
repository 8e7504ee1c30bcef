// MISC-1: fetch dashboard 1 and cache it; the dashboard screen reads the cache (START-4).
import { DASHBOARD_ID } from '@fieldops/contract';
import { runCommand } from '../api/calls';
import { saveDashboard } from '../db/dashboard';

export async function refreshDashboard(): Promise<void> {
  const answer = await runCommand('GetDashboard', { dashboardID: DASHBOARD_ID });
  await saveDashboard(answer);
}

// MISC-1: dashboard id 1. Tiles are computed from the database; later areas (jobs, timesheets)
// add theirs here.
import type { ProcedureAnswer } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AuthSession } from '../session/service.js';
import { countDevices } from '../devices/repository.js';

const ROLE_TITLES = {
  crew: 'Crew',
  foreman: 'Foreman',
  generalForeman: 'General foreman',
  reviewer: 'Reviewer',
} as const satisfies Record<AuthSession['user']['role'], string>;

export async function dashboard(
  db: Kysely<Database>,
  session: AuthSession,
  dashboardID: number,
): Promise<ProcedureAnswer<'GetDashboard'>> {
  return {
    dashboardID,
    tiles: [
      { title: 'Signed in as', value: session.user.name },
      { title: 'Your role', value: ROLE_TITLES[session.user.role] },
      { title: 'Your devices', value: await countDevices(db, session.user.userID) },
      { title: 'Devices registered', value: await countDevices(db) },
    ],
  };
}

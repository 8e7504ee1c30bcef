// UX-1: the server names its tiles in English; a tile whose key the device knows is named from the
// catalogue in the device's language, and one it does not know (a newer server) keeps the server's
// title. Numbers are written the language's way; the role, sent as its English title, is mapped too.
import type { ProcedureAnswer } from '@fieldops/contract';
import { formatNumber } from '../../i18n/format';
import { type MessageKey, t } from '../../i18n/messages';

type Tile = ProcedureAnswer<'GetDashboard'>['tiles'][number];

const TITLES: Record<string, MessageKey> = {
  signedInAs: 'dashboard.tile.signedInAs',
  role: 'dashboard.tile.role',
  openJobs: 'dashboard.tile.openJobs',
  erJobsThisWeek: 'dashboard.tile.erJobsThisWeek',
  notesToday: 'dashboard.tile.notesToday',
  sites: 'dashboard.tile.sites',
  myDevices: 'dashboard.tile.myDevices',
  devicesRegistered: 'dashboard.tile.devicesRegistered',
};

const ROLES: Record<string, MessageKey> = {
  Crew: 'dashboard.role.crew',
  Foreman: 'dashboard.role.foreman',
  'General foreman': 'dashboard.role.generalForeman',
  Reviewer: 'dashboard.role.reviewer',
};

const known = (table: Record<string, MessageKey>, name: string | undefined) =>
  name !== undefined && Object.hasOwn(table, name) ? table[name] : undefined;

export function tileTitle(tile: Tile): string {
  const key = known(TITLES, tile.key);
  return key ? t(key) : tile.title;
}

export function tileValue(tile: Tile): string {
  if (typeof tile.value === 'number') return formatNumber(tile.value);
  const role = tile.key === 'role' ? known(ROLES, tile.value) : undefined;
  return role ? t(role) : tile.value;
}

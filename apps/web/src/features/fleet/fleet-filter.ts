// MISC-2: the list's search and filters, and "last seen", as pure functions the screen and the
// map share (the map shows exactly what the list shows).
import type { FleetItem, FleetKind, FleetStatus } from '@fieldops/contract';
import { t } from '../../i18n/messages';
import { ageText } from '../../ui/age-text';
import { newestFirst } from '../../db/time-order';

export interface FleetFilter {
  search: string;
  kind: FleetKind | 'all';
  status: FleetStatus | 'any';
}

export const NO_FILTER: FleetFilter = { search: '', kind: 'all', status: 'any' };

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Every search word must appear in the name, id, type or assignee; order by most recently seen. */
export function filterFleet(items: readonly FleetItem[], filter: FleetFilter): FleetItem[] {
  const wanted = words(filter.search);
  return items
    .filter((item) => filter.kind === 'all' || item.kind === filter.kind)
    .filter((item) => filter.status === 'any' || item.status === filter.status)
    .filter((item) => {
      const haystack = [item.name, item.id, item.type, item.assignedTo ?? ''].join(' ').toLowerCase();
      return wanted.every((word) => haystack.includes(word));
    })
    .sort((a, b) => newestFirst(a.lastSeen ?? '', b.lastSeen ?? '') || a.id.localeCompare(b.id));
}

export function lastSeenText(item: FleetItem, now: number): string {
  if (!item.lastSeen) return t('fleet.neverSeen');
  return t('fleet.lastSeen', { age: ageText(Date.parse(item.lastSeen), now) });
}

export interface MapPoint {
  id: string;
  label: string;
  latitude: number;
  longitude: number;
  status: FleetStatus;
}

/** The items the map can place: those that have reported a position. */
export function mapPoints(items: readonly FleetItem[]): MapPoint[] {
  return items.flatMap((item) =>
    item.latitude === null || item.longitude === null
      ? []
      : [
          {
            id: item.id,
            label: `${item.name} (${item.id})`,
            latitude: item.latitude,
            longitude: item.longitude,
            status: item.status,
          },
        ],
  );
}

// SHELL-1/2: the side menu as data. The fixed entries in the spec's order, and the rule that merges
// the dynamic entries from the server: before the last two entries, skipping URLs already present,
// and opening any URL that contains "http" outside the app.
import type { MenuItem } from '@fieldops/contract';
import type { MessageKey } from '../i18n/messages';
import { t } from '../i18n/messages';
import { menuItemTitle } from '../i18n/server-text';

export type MenuAction = 'updateApp' | 'logOut';

export type MenuEntry =
  | { kind: 'link'; title: string; url: string; icon: string }
  | { kind: 'external'; title: string; url: string; icon: string }
  | { kind: 'action'; title: string; action: MenuAction; icon: string };

const fixed: ({ key: MessageKey; icon: string } & ({ url: string } | { action: MenuAction }))[] = [
  { key: 'menu.dashboard', url: '/dashboard', icon: 'dashboard' },
  { key: 'menu.jobList', url: '/job-list', icon: 'list' },
  { key: 'menu.newErJob', url: '/jobs/new', icon: 'alert' },
  { key: 'menu.timesheet', url: '/ts-calendar', icon: 'calendar' },
  { key: 'menu.fileSync', url: '/file-sync', icon: 'folders' },
  { key: 'menu.queueList', url: '/queue-list', icon: 'upload' },
  { key: 'menu.updateApp', action: 'updateApp', icon: 'refresh' },
  { key: 'menu.device', url: '/device', icon: 'device' },
  { key: 'menu.logOut', action: 'logOut', icon: 'logout' },
];

export function fixedMenu(): MenuEntry[] {
  return fixed.map((entry) =>
    'url' in entry
      ? { kind: 'link', title: t(entry.key), url: entry.url, icon: entry.icon }
      : { kind: 'action', title: t(entry.key), action: entry.action, icon: entry.icon },
  );
}

/** Compares URLs the way a user would: "/job-list", "job-list" and "job-list/" are one entry. */
function sameUrlKey(url: string): string {
  return url
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

export function mergeMenu(base: MenuEntry[], dynamic: readonly MenuItem[]): MenuEntry[] {
  const seen = new Set(base.flatMap((entry) => (entry.kind === 'action' ? [] : [sameUrlKey(entry.url)])));
  const extra: MenuEntry[] = [];
  for (const item of dynamic) {
    const key = sameUrlKey(item.url);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const external = item.url.includes('http');
    extra.push({
      kind: external ? 'external' : 'link',
      title: menuItemTitle(item),
      url: external || item.url.startsWith('/') ? item.url : `/${item.url}`,
      icon: item.icon,
    });
  }
  const cut = Math.max(0, base.length - 2);
  return [...base.slice(0, cut), ...extra, ...base.slice(cut)];
}

// SHELL-2: the dynamic menu entries, cached so the menu is complete offline (START-1).
import { useLiveQuery } from './live-query';
import type { MenuItem } from '@fieldops/contract';
import { db } from './database';
import { guardWrite } from './storage-errors';
import { replaceChanged } from './unchanged-writes';

/** Replaces the cached entries with the server's list, keeping its order (TRUST-11: only what changed). */
export function saveMenuItems(items: MenuItem[]): Promise<void> {
  return guardWrite(() =>
    db.transaction('rw', db.menuItems, async () => {
      await replaceChanged(
        db.menuItems,
        items.map((item, position) => ({ ...item, position })),
      );
    }),
  );
}

export async function readMenuItems(): Promise<MenuItem[]> {
  const rows = await db.menuItems.orderBy('position').toArray();
  return rows.map(({ title, url, icon }) => ({ title, url, icon }));
}

/** undefined while the first read runs. */
export function useMenuItems(): MenuItem[] | undefined {
  return useLiveQuery(readMenuItems, []);
}

// START-2: opening the device database at start, and asking for persistent storage (DB-3).
import type { Startable } from '../shell/startable';
import { db } from './database';
import { requestPersistentStorage } from './persist';

export const localDatabase: Startable = {
  name: 'local database',
  async start() {
    await db.open();
    await requestPersistentStorage();
  },
};

/** On log out: drop what belongs to the signed-out user (their menu and dashboard). */
export async function clearUserCache(): Promise<void> {
  await db.transaction('rw', db.menuItems, db.dashboard, async () => {
    await db.menuItems.clear();
    await db.dashboard.clear();
  });
}

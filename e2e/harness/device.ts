// Reading and driving the app the way a person would, plus one look into the device database.
import type { Page } from 'playwright-core';

/** Opens an entry of the side menu by its title. */
export async function openMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByText(entry, { exact: true }).click();
}

/** How many tasks wait in the device's update queue (read straight from IndexedDB). */
export async function queueLength(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done, fail) => {
        const open = indexedDB.open('fieldops');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('updateQueue').objectStore('updateQueue').count();
          count.onsuccess = () => {
            done(count.result);
            db.close();
          };
        };
      }),
  );
}

/** What the device's update queue holds of each task, oldest first. */
export interface QueuedTaskSummary {
  taskName: string;
  state: 'waiting' | 'rejected' | 'skipped';
  counterTries: number;
}

/** The tasks in the device's update queue, oldest first (read straight from IndexedDB). */
export async function queuedTasks(page: Page): Promise<QueuedTaskSummary[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedTaskSummary[]>((done, fail) => {
        const open = indexedDB.open('fieldops');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('updateQueue').objectStore('updateQueue').getAll();
          all.onsuccess = () => {
            done(
              (all.result as QueuedTaskSummary[]).map(({ taskName, state, counterTries }) => ({
                taskName,
                state,
                counterTries,
              })),
            );
            db.close();
          };
        };
      }),
  );
}

/** The names of the tasks in the device's update queue, oldest first (for clear failure messages). */
export async function queuedTaskNames(page: Page): Promise<string[]> {
  return (await queuedTasks(page)).map((task) => task.taskName);
}

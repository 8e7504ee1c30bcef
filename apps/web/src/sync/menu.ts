// SHELL-2: fetch the user's dynamic menu entries and cache them; the menu reads the cache.
import { runCommand } from '../api/calls';
import { saveMenuItems } from '../db/menu';

export async function refreshMenu(): Promise<void> {
  const items = await runCommand('GetMenuItems', {});
  await saveMenuItems(items);
}

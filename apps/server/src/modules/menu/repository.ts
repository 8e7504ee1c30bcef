import type { MenuItem } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export function listMenuItems(db: Kysely<Database>): Promise<MenuItem[]> {
  return db
    .selectFrom('menu_items')
    .select(['title', 'url', 'icon'])
    .orderBy('sort_order')
    .orderBy('menu_item_id')
    .execute();
}

// The app's menu (module menu).
import type { Generated } from 'kysely';

export interface MenuItemsTable {
  menu_item_id: Generated<number>;
  title: string;
  url: string;
  icon: string;
  sort_order: number;
}

export interface MenuTables {
  menu_items: MenuItemsTable;
}

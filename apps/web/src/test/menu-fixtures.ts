// SHELL-1: the menu's fixed entries in the spec's order, as the menu's tests expect to see them.
export const FIXED_MENU_TITLES = [
  'Dashboard',
  'Jobs List',
  'New ER Job',
  'TimeSheet',
  'File Sync',
  'Queue list',
  'Update App',
  'Device Details',
  'Log Out',
];

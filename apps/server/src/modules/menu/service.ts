// SHELL-2: the side menu's entries, as the GetMenuItems procedure answers them.
export { listMenuItems } from './repository.js';

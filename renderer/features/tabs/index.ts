/** What other features use of the tabs: the small action menu (a collection row's "Open in new tab"). */
export { TabMenu, type MenuAction } from './TabMenu.js';
export { ReadAgain } from './ReadAgain.js';

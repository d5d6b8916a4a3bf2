/** What other features use of the tabs: the small action menu ("Open in new tab") and how a link opens a new tab. */
export { TabMenu, type MenuAction } from './TabMenu.js';
export { ReadAgain } from './ReadAgain.js';
export { asksForNewTab, newTabClicks, openDraftInNewTab } from './open-in-new-tab.js';

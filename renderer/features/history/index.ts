/** The history's public part: the list of past reads. */
export { HistoryList } from './HistoryList.js';

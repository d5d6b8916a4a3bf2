/** The saved patterns' public part: their panel. */
export { PatternsPanel } from './PatternsPanel.js';

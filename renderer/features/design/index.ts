/** The design feature's public part: its panel, shown as a tool tab. */
export { DesignPanel } from './DesignPanel.js';

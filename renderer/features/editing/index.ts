/** The editing feature's public parts: its panel beside the results and the inspector's edit actions. */
export { EditingPanel } from './EditingPanel.js';
export { InspectorActions } from './InspectorActions.js';
export { WriteConfirmDialog } from './WriteConfirmDialog.js';
export { BulkRunProgress, type BulkRunLabels } from './BulkRunProgress.js';
export { DryRunExisting } from './DryRunExisting.js';

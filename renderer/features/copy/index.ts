/**
 * The Copy feature as other panels see it: the ways into the "Copy items" dialog and the dialog,
 * shown where the results are while a source is chosen.
 */
export { CopyButton, CopySelectedButton, collectionSource } from './CopyButton.js';
export { CopyDialog } from './CopyDialog.js';
export { useOpenCopy, useCopySource } from './copy-open.js';

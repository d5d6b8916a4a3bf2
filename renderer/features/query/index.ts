/** The plain read form's public parts: the form and its pieces the builder reuses, the read's status and notices, and the wording of a read's progress and errors. */
export { ReadForm } from './ReadForm.js';
export { ReadStatus } from './ReadStatus.js';
export { LastReadOffer } from './LastReadOffer.js';
export { LinkNotice } from './LinkNotice.js';
export { SortKeyFields, StraySortCondition } from './SortKeyFields.js';
export { indexChange } from './index-change.js';
export { missingKeys, withKeyAttributes } from './projection-keys.js';
export * from './read-messages.js';
export { continueLabel } from './pause-messages.js';

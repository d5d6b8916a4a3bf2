/**
 * The plain form's read, built once per change of its draft (draft-memo.ts): its problems are the
 * form's messages, and Run sends the same build.
 */
import { buildRead } from './build-read.js';
import { memoOnDraft, sameFlatDraft } from './draft-memo.js';

export const readOfDraft = memoOnDraft(buildRead, sameFlatDraft);

/**
 * The builder's request, built once per change of its draft (../query/draft-memo.ts): its problems
 * are the messages beside the builder's controls, and Run sends the same build.
 */
import { memoOnDraft } from '../query/draft-memo.js';
import { buildFromDraft } from './build-request.js';

export const builtOfDraft = memoOnDraft(buildFromDraft);

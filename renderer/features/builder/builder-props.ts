/** The props every part of the builder shares, so each part has the same shape. */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { KeySchemaInUse } from '../../../shared/expressions/key-schema.js';
import type { BuilderDraft } from '../../model/builder/builder-draft.js';

/** What every part of the builder panel is handed: the draft, a way to change it, and its problems. */
export interface BuilderProps {
  draft: BuilderDraft;
  table: TableDescription;
  schema?: KeySchemaInUse;
  edit(change: Partial<BuilderDraft> | ((d: BuilderDraft) => BuilderDraft)): void;
  /** The problems shown beside `control`, joined, or undefined. */
  problem(control: string): string | undefined;
}

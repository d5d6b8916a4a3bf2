/**
 * What the design inference offers its callers (the grouper, the Design panel, import/export).
 * Declared apart from the implementation so the panel can be built against it while inference
 * grows.
 */
import type { Item } from '../../dynamo/types.js';
import type { DesignEvidence, DesignKeyNames, DesignOverrides, TableDesign } from '../model/table-design.js';

/** The keys of the read being inferred (table or index), with their scalar types when known. */
export interface InferenceKeys extends DesignKeyNames {
  partitionKeyType?: 'S' | 'N' | 'B';
  sortKeyType?: 'S' | 'N' | 'B';
  /** The table's own key attributes when an index is read: their literals can name an entity the index keys do not. */
  tableKeys?: readonly string[];
}

export interface DesignInferrerOptions {
  tableName: string;
  keys: InferenceKeys;
  /** The user's choices; each one beats inference. */
  overrides?: DesignOverrides | null;
  /** An imported (or edited) design: its entities and templates are tried first. */
  model?: TableDesign | null;
}

/** One key template as seen in the data: `ORDER:{n}:LINE:{n}` on attribute `SK`, 24 items. */
export interface TemplateSummary {
  attribute: string;
  template: string;
  entity: string;
  items: number;
}

export interface DesignResult {
  design: TableDesign;
  evidence: DesignEvidence[];
  templates: TemplateSummary[];
  /** Items that fit none of an imported model's entities (0 without a model). */
  strays: number;
}

export interface DesignInference {
  /** Reads one page; costs time in proportion to the page. */
  addPage(items: readonly Item[]): void;
  /** The design as inferred from everything read so far, with the evidence for each choice. */
  result(): DesignResult;
  /** The entity name of an item (read or not), under the current design. */
  entityOf(item: Item): string;
  /** A new inference with these choices, fed the same pages again. */
  withOverrides(overrides: DesignOverrides | null): DesignInference;
}

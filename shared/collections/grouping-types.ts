/** What the grouper is given (the user's and the model's choices) and what each page it adds gives back. */
import type { Delimiter } from './delimiters.js';
import type { ItemCollection } from './item-collection.js';
import type { ParentOverride } from './parent-detection.js';
import type { DesignLearned, DesignOverrides, TableDesign } from '../design/model/table-design.js';

export interface GrouperOptions {
  /** Per-table choice of the parent that beats detection. */
  override?: ParentOverride | null;
  /** The sort-key delimiter, when known; detected from the data otherwise. */
  delimiter?: Delimiter | null;
  /** The table's key attributes when an index is read (their literals can name entities). */
  tableKeys?: readonly string[];
  /** For the design's name; the read's keys stand in when absent. */
  tableName?: string;
  /** The user's design choices for the table (Design panel). */
  design?: DesignOverrides | null;
  /** An imported or edited model: it names the entities and defines their templates. */
  model?: TableDesign | null;
  /** What a confident earlier read of the table found (type attribute, delimiter): a small read's defaults. */
  learned?: DesignLearned | null;
}

export interface PageResult {
  /** Collections first seen in this page, in server order. */
  added: ItemCollection[];
  /** Collections that received items in this page (including the added ones). */
  touched: ItemCollection[];
  /** Items of this page without a usable partition-key value (not in the index that was read). */
  skipped: number;
}

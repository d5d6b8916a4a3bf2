/**
 * The types of design inference in one place: what it offers its callers (the grouper, the Design
 * panel, import/export), what one pass reads (InferenceInput, which the shape classifier provides)
 * and what it returns (Inference). Declared apart from the implementation so the classifier, the
 * pass and the description of its result do not import each other in a circle.
 */
import type { Item } from '../../dynamo/types.js';
import type {
  DesignEvidence,
  DesignKeyNames,
  DesignLearned,
  DesignOverrides,
  TableDesign,
} from '../model/table-design.js';
import type { DelimiterTally } from '../../dynamo/key-delimiters.js';
import type { LearnedTypes } from './learned-types.js';
import type { ParentChoice } from './parent-choice.js';
import type { CountedCollection } from './parent-evidence.js';
import type { EntityRecord, ShapeClass } from './shape-class.js';
import type { TypeChoice } from './type-choice.js';

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

/** What one pass of inference reads: the shape classes found so far and the read's settings. */
export interface InferenceInput {
  readonly options: {
    readonly tableName: string;
    readonly keys: InferenceKeys;
    readonly learned?: DesignLearned | null;
  };
  readonly classes: ShapeClass[];
  readonly overrides: DesignOverrides | null;
  readonly model: TableDesign | null;
  readonly delimiters: DelimiterTally;
  /** Delimiters of the table's own key on an index read (see tableKey). */
  readonly tableDelimiters: DelimiterTally;
  readonly sample: { readonly watched: readonly string[] };
  readonly learnedTypes: LearnedTypes;
  /** On an index read, the table's own key the index items carry, when the index's keys are other attributes. */
  readonly tableKey: { pk: string | undefined; key: string } | null;
  /** The collections the classes were counted in, for parent evidence. */
  readonly collectionSource: (() => readonly CountedCollection[]) | null;
}

export interface InferredEntity extends EntityRecord {
  classes: ShapeClass[];
  typeValue?: string;
  /** How the name was found. */
  source:
    | 'type-value'
    | 'learned'
    | 'literals'
    | 'key-attribute'
    | 'sort-key'
    | 'attributes'
    | 'model'
    | 'override'
    | 'fallback';
  stray: boolean;
  /** For a name learned from a larger read: the key attribute and template it was learned on. */
  learnedFrom?: string;
}

export interface Inference {
  delimiters: string[];
  typeChoice: TypeChoice;
  literalWords: Set<string>;
  entities: InferredEntity[];
  parent: ParentChoice;
  templates: TemplateSummary[];
  strays: number;
  design: TableDesign;
  evidence: DesignEvidence[];
}

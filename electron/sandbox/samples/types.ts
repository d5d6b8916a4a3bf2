/** What a sample table is made of: how to create it, its items, and the reads it is meant to show. */
import type {
  AttributeDefinition,
  AttributeValue,
  Item,
  KeySchemaElement,
  Projection,
} from '../../../shared/dynamo/types.js';

export interface SampleIndex {
  IndexName: string;
  KeySchema: KeySchemaElement[];
  Projection: Projection;
}

export interface SampleTableDefinition {
  TableName: string;
  KeySchema: KeySchemaElement[];
  AttributeDefinitions: AttributeDefinition[];
  GlobalSecondaryIndexes?: SampleIndex[];
  LocalSecondaryIndexes?: SampleIndex[];
}

/**
 * One Query a sample table is built for, with what the collections view should make of its result.
 * Entity types are listed in the order they first appear when the collection is read forward
 * (ascending sort key). An explicit type attribute whose value is itself composite
 * (`order#1690000000`) counts by its leading segment, as a sort key would.
 */
export interface SamplePattern {
  description: string;
  /** The index the Query reads; the base table when absent. */
  index?: string;
  partitionKeyValue: AttributeValue;
  /** Sort key (of the table or of the index read) of the collection's parent item; null when it has none. */
  expectedParentSortKey: AttributeValue | null;
  expectedEntityTypes: string[];
}

export interface SampleTable {
  definition: SampleTableDefinition;
  /** One line shown in the UI. */
  description: string;
  /** DynamoDB JSON; the same items on every call. */
  items(): Item[];
  patterns: SamplePattern[];
}

/**
 * DynamoDB's wire types as they cross our API boundary. Binary travels as base64 text and numbers
 * as decimal strings, so nothing is lost between the service and the renderer.
 */
export type AttributeValue =
  | { S: string }
  | { N: string }
  | { B: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { L: AttributeValue[] }
  | { M: Record<string, AttributeValue> }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] };

export type Item = Record<string, AttributeValue>;

export type ScalarAttributeType = 'S' | 'N' | 'B';
export type KeyType = 'HASH' | 'RANGE';

export interface KeySchemaElement {
  AttributeName: string;
  KeyType: KeyType;
}

export interface AttributeDefinition {
  AttributeName: string;
  AttributeType: ScalarAttributeType;
}

export interface Projection {
  ProjectionType?: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  NonKeyAttributes?: string[];
}

export interface SecondaryIndexDescription {
  IndexName: string;
  KeySchema: KeySchemaElement[];
  Projection?: Projection;
  IndexStatus?: string;
  ItemCount?: number;
  IndexSizeBytes?: number;
}

export interface TableDescription {
  TableName: string;
  TableStatus?: string;
  KeySchema: KeySchemaElement[];
  AttributeDefinitions: AttributeDefinition[];
  GlobalSecondaryIndexes?: SecondaryIndexDescription[];
  LocalSecondaryIndexes?: SecondaryIndexDescription[];
  ItemCount?: number;
  TableSizeBytes?: number;
  BillingMode?: 'PROVISIONED' | 'PAY_PER_REQUEST';
  ProvisionedThroughput?: { ReadCapacityUnits?: number; WriteCapacityUnits?: number };
  CreationDateTime?: string;
  TableArn?: string;
}

export interface ConsumedCapacity {
  TableName?: string;
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
  LocalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}

/** The key attributes a read is grouped by: the table's, or those of the index that was read. */
export interface KeyNames {
  partitionKey: string;
  sortKey?: string;
  partitionKeyType: ScalarAttributeType;
  sortKeyType?: ScalarAttributeType;
}

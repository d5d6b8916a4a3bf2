/** A table with a string key, a GSI with a numeric sort key and an LSI with a binary one. */
import type { TableDescription } from '../../../shared/dynamo/types.js';

export const table: TableDescription = {
  TableName: 'Shop',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
    { AttributeName: 'gpk', AttributeType: 'S' },
    { AttributeName: 'gsk', AttributeType: 'N' },
    { AttributeName: 'lsk', AttributeType: 'B' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'byG',
      KeySchema: [
        { AttributeName: 'gpk', KeyType: 'HASH' },
        { AttributeName: 'gsk', KeyType: 'RANGE' },
      ],
    },
  ],
  LocalSecondaryIndexes: [
    {
      IndexName: 'byL',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'lsk', KeyType: 'RANGE' },
      ],
    },
  ],
};

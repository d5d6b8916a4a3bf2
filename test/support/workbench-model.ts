/**
 * A NoSQL Workbench model written for the create-table tests (not one of the samples): a lending
 * library with composite keys, two GSIs (one INCLUDE with a number sort key, one KEYS_ONLY), an
 * LSI in the design notes (Workbench has no field for one) and sample items in TableData, at the
 * table and in a facet, so the unit, integration and e2e tests create the same table.
 */
import { NOTES_HEADER } from '../../shared/design/formats/design-notes.js';
import type { Item } from '../../shared/dynamo/types.js';

export const MODEL_TABLE = 'Lending';

export const modelSamples: Item[] = [
  { PK: { S: 'MEMBER#m1' }, SK: { S: 'PROFILE' }, kind: { S: 'Member' }, name: { S: 'Ada' } },
  {
    PK: { S: 'MEMBER#m1' },
    SK: { S: 'LOAN#b1' },
    kind: { S: 'Loan' },
    authorId: { S: 'AUTHOR#a1' },
    published: { N: '1843' },
    title: { S: 'Notes' },
    genre: { S: 'science' },
    dueAt: { N: '1767225600' },
  },
  {
    PK: { S: 'MEMBER#m1' },
    SK: { S: 'LOAN#b2' },
    kind: { S: 'Loan' },
    authorId: { S: 'AUTHOR#a2' },
    published: { N: '12345678901234567890.123456789' },
    title: { S: 'Exact' },
    genre: { S: 'maths' },
    dueAt: { N: '1767312000' },
  },
];

export function workbenchModel(tableName = MODEL_TABLE): Record<string, unknown> {
  const attr = (AttributeName: string, AttributeType: string) => ({ AttributeName, AttributeType });
  return {
    ModelName: 'Lending library',
    ModelMetadata: {
      Author: 'create-table tests',
      Description: [
        'A lending library.',
        NOTES_HEADER,
        'Type attribute: "kind"',
        'Delimiter: "#"',
        'Local index "byDue" sort key: "dueAt" projection: "KEYS_ONLY"',
      ].join('\n'),
      AWSService: 'Amazon DynamoDB',
      Version: '3.0',
    },
    DataModel: [
      {
        TableName: tableName,
        KeyAttributes: { PartitionKey: attr('PK', 'S'), SortKey: attr('SK', 'S') },
        NonKeyAttributes: [
          attr('kind', 'S'),
          attr('name', 'S'),
          attr('authorId', 'S'),
          attr('published', 'N'),
          attr('title', 'S'),
          attr('genre', 'S'),
          attr('dueAt', 'N'),
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'byAuthor',
            KeyAttributes: { PartitionKey: attr('authorId', 'S'), SortKey: attr('published', 'N') },
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title'] },
          },
          {
            IndexName: 'byGenre',
            KeyAttributes: { PartitionKey: attr('genre', 'S') },
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        ],
        TableFacets: [
          {
            FacetName: 'Member',
            KeyAttributeAlias: { PartitionKeyAlias: 'MEMBER#{id}', SortKeyAlias: 'PROFILE' },
            NonKeyAttributes: ['kind', 'name'],
            TableData: [modelSamples[0]],
          },
          {
            FacetName: 'Loan',
            KeyAttributeAlias: { PartitionKeyAlias: 'MEMBER#{id}', SortKeyAlias: 'LOAN#{bookId}' },
            NonKeyAttributes: ['kind', 'authorId', 'published', 'title', 'genre', 'dueAt'],
          },
        ],
        TableData: modelSamples,
        BillingMode: 'PAY_PER_REQUEST',
      },
    ],
  };
}

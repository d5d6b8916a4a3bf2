/**
 * A proposed index (shared/cost/index-proposal.ts) as the UpdateTable request that creates it: its
 * key attributes defined, its key schema, its projection. The Add index preview shows and sends it.
 */
import type { IndexProposal } from '../../../shared/cost/index-proposal.js';

export function proposalRequest(table: string, p: IndexProposal) {
  const keys = [p.partitionKey, ...(p.sortKey ? [p.sortKey] : [])];
  return {
    TableName: table,
    AttributeDefinitions: keys.map((k) => ({ AttributeName: k.name, AttributeType: k.type })),
    GlobalSecondaryIndexUpdates: [
      {
        Create: {
          IndexName: p.indexName,
          KeySchema: keys.map((k, i) => ({
            AttributeName: k.name,
            KeyType: i === 0 ? ('HASH' as const) : ('RANGE' as const),
          })),
          Projection:
            p.projection.type === 'ALL'
              ? { ProjectionType: 'ALL' as const }
              : { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: p.projection.attributes },
        },
      },
    ],
  };
}

/** Requests and connections the unit tests generate snippets for. */
import type { SnippetConnection, SnippetRequest } from '../../../shared/snippets/index.js';

export const HOSTILE = `it's "q" $HOME \${PATH} \`date\` back\\slash\nline2\r\ttab \u2028 ünï 😀 '' !! end`;

export const LOCAL: SnippetConnection = { region: 'us-west-2', endpoint: 'http://localhost:8000' };
export const AWS: SnippetConnection = { region: 'eu-central-1' };
export const PROFILE: SnippetConnection = { region: 'ap-south-1', profile: "team's-dev" };

export const QUERY: SnippetRequest<'query'> = {
  connectionId: 'ignored-connection',
  requestId: 'ignored-request',
  TableName: 'app-table',
  IndexName: 'GSI1',
  KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
  FilterExpression: '#status = :status AND #note <> :hostile',
  ProjectionExpression: '#pk, #sk, #status, #note',
  ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK', '#status': 'status', '#note': 'note' },
  ExpressionAttributeValues: {
    ':pk': { S: 'ORG#acme' },
    ':prefix': { S: 'USER#' },
    ':status': { S: 'active' },
    ':hostile': { S: HOSTILE },
  },
  ScanIndexForward: false,
  Limit: 25,
};

export const SCAN: SnippetRequest<'scan'> = {
  TableName: 'app-table',
  FilterExpression: 'attribute_exists(#v)',
  ExpressionAttributeNames: { '#v': 'version' },
  Segment: 1,
  TotalSegments: 4,
  Limit: 100,
};

export const GET_ITEM: SnippetRequest<'getItem'> = {
  TableName: 'app-table',
  Key: { PK: { S: 'ORG#acme' }, SK: { S: HOSTILE } },
  ProjectionExpression: '#n',
  ExpressionAttributeNames: { '#n': 'name' },
  ConsistentRead: true,
};

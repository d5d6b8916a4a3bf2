/**
 * "Create table from design" creates on a target connection: by default a local endpoint when the
 * design is read on AWS (the sandbox when no endpoint is known), the current one when it is local;
 * and the name offered is free on the target.
 */
import { expect, test } from 'vitest';
import type { ConnectionInfo } from '../../../shared/api.js';
import { defaultCreateTarget, freeTableName } from '../../../renderer/model/table-admin/create-target.js';

const sandbox: ConnectionInfo = { id: 'sandbox', kind: 'sandbox', name: 'sandbox', region: 'local' };
const local: ConnectionInfo = {
  id: 'ep-1',
  kind: 'endpoint',
  name: 'DynamoDB Local',
  region: 'us-east-1',
  endpoint: 'http://localhost:8000',
};
const aws: ConnectionInfo = { id: 'profile:prod', kind: 'profile', name: 'prod', region: 'eu-west-1' };
const awsEndpoint: ConnectionInfo = {
  id: 'ep-2',
  kind: 'endpoint',
  name: 'regional',
  region: 'eu-west-1',
  endpoint: 'https://dynamodb.eu-west-1.amazonaws.com',
};

test('a design read on AWS is created on a local endpoint by default, else on the sandbox', () => {
  expect(defaultCreateTarget(aws, [aws, sandbox, local])).toBe('ep-1');
  expect(defaultCreateTarget(aws, [aws, awsEndpoint, sandbox])).toBe('sandbox');
  expect(defaultCreateTarget(aws, [aws, { ...local, needsSecret: true }, sandbox])).toBe('sandbox');
  expect(defaultCreateTarget(aws, [aws])).toBe('profile:prod');
});

test('a design read on a local connection is created there', () => {
  expect(defaultCreateTarget(sandbox, [aws, sandbox, local])).toBe('sandbox');
  expect(defaultCreateTarget(local, [aws, sandbox, local])).toBe('ep-1');
  expect(defaultCreateTarget(undefined, [local])).toBeUndefined();
});

test("the name offered is the design's own when the target has no such table", () => {
  expect(freeTableName('Orders', ['Users'])).toBe('Orders');
  expect(freeTableName('Orders', ['Orders'])).toBe('Orders-local');
  expect(freeTableName('Orders', ['Orders', 'Orders-local'])).toBe('Orders-local-2');
});

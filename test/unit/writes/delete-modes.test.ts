/**
 * The bulk delete modes: the request each becomes (the service refuses readBeforeDelete false with
 * conditionalDelete, so the exact mode must never send it), the default per connection, and the
 * words the dry run shows for what each mode guarantees.
 */
import { describe, expect, test } from 'vitest';
import { createBulkRunRequest } from '../../../shared/api-bulk.js';
import {
  DELETE_MODES,
  DELETE_MODE_ORDER,
  defaultDeleteMode,
  deleteModeCost,
  deleteModeRequest,
} from '../../../shared/writes/delete-modes.js';

describe('bulk delete modes', () => {
  test('each mode becomes its own createBulkRun fields, each accepted by the contract', () => {
    expect(deleteModeRequest('exact')).toEqual({ conditionalDelete: true });
    expect(deleteModeRequest('read-back')).toEqual({});
    expect(deleteModeRequest('as-read')).toEqual({ readBeforeDelete: false });
    for (const mode of DELETE_MODE_ORDER) {
      const parsed = createBulkRunRequest.safeParse({
        TableName: 'T',
        action: { kind: 'delete' },
        items: [{ PK: { S: 'x' } }],
        ...deleteModeRequest(mode),
      });
      expect(parsed.success).toBe(true);
    }
  });

  test('the exact mode is the default on AWS connections, the read-back mode on local ones', () => {
    expect(defaultDeleteMode(false)).toBe('exact');
    expect(defaultDeleteMode(true)).toBe('read-back');
    // Not known yet (write access not loaded): the local default, never a guess that it is AWS.
    expect(defaultDeleteMode(undefined)).toBe('read-back');
  });

  test('the dry run names what each mode guarantees and what it leaves open', () => {
    expect(DELETE_MODES.exact.label).toBe('Only items still exactly as read');
    expect(DELETE_MODES.exact.guarantee).toMatch(/^Nothing changed since your read is deleted; slower\./);
    expect(DELETE_MODES['read-back'].guarantee).toContain(
      'a change made in the moment between the check and the delete is not detected',
    );
    expect(DELETE_MODES['as-read'].guarantee).toContain('an item changed since your read is deleted all the same');
    expect(deleteModeCost('exact')).toContain('the same write units as an unconditional one');
    expect(new Set(DELETE_MODE_ORDER.map((m) => DELETE_MODES[m].label)).size).toBe(3);
  });
});

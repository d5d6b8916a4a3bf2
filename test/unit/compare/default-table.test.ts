/** The table "Compare" offers first: the left table's copy, never itself on its own connection. */
import { describe, expect, it } from 'vitest';
import { defaultCompareTable } from '../../../renderer/features/compare/default-table.js';

describe('defaultCompareTable', () => {
  const sandbox = ['BillingLedger', 'Entity', 'Library', 'Library-local', 'Workspaces'];
  it('on another connection: the same name when it is there', () => {
    expect(defaultCompareTable(['Library', 'LibraryCopy'], 'Library', false)).toBe('Library');
  });
  it('on its own connection: a table named after it, not itself nor the first of the list', () => {
    expect(defaultCompareTable(sandbox, 'Library', true)).toBe('Library-local');
    expect(defaultCompareTable(['library_copy', 'Alpha'], 'Library', false)).toBe('library_copy');
  });
  it('else the first other table, or none', () => {
    expect(defaultCompareTable(['Alpha', 'Library'], 'Library', true)).toBe('Alpha');
    expect(defaultCompareTable(['Library'], 'Library', true)).toBe('');
    expect(defaultCompareTable([], undefined, false)).toBe('');
  });
});

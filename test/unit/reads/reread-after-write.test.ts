/**
 * After a write the read on screen runs again, to show what was written, but only when the write
 * reached the table it reads: a copy or an import to another table or connection changed nothing
 * on screen, and reading again would pay for the whole read (on AWS too) and replace the session a
 * Copy form takes its attribute names from. The read itself is a stand-in here (what is decided
 * is whether it runs again); reads are tested against real servers under test/integration/reads.
 */
import { describe, expect, it } from 'vitest';
import type { ExplorerApi } from '../../../shared/api.js';
import { createAppStore } from '../../../renderer/store/index.js';
import type { BuiltRead } from '../../../renderer/model/query/build-read.js';

const api = new Proxy(
  {},
  {
    get: (_t, k) => async () => {
      throw new Error(`not used here: ${String(k)}`);
    },
  },
) as ExplorerApi;

function storeReading(table: string, connectionId: string) {
  const store = createAppStore(api, 'web');
  const runs: string[] = [];
  const built = {
    operation: 'scan',
    spec: { request: { TableName: table } },
    keyNames: { partitionKey: 'PK', sortKey: 'SK' },
    tableKeys: ['PK', 'SK'],
    consistent: false,
    summary: `Scan ${table}`,
  } as unknown as BuiltRead;
  store.setState({
    connectionId,
    read: { ...store.getState().read, built, route: `#/query?table=${table}` },
    runRead: async (b: BuiltRead) => {
      runs.push(b.summary);
    },
  });
  return { store, runs };
}

describe('rereadAfterWrite', () => {
  it('reads again after a write to the table on screen, or a write that names none (a commit)', () => {
    const { store, runs } = storeReading('Library', 'sandbox');
    store.getState().rereadAfterWrite({ connectionId: 'sandbox', TableName: 'Library' });
    store.getState().rereadAfterWrite();
    expect(runs).toEqual(['Scan Library', 'Scan Library']);
  });

  it('does not read again after a write to another table, or to the same name on another connection', () => {
    const { store, runs } = storeReading('Library', 'sandbox');
    store.getState().rereadAfterWrite({ connectionId: 'sandbox', TableName: 'LibraryCopy' });
    store.getState().rereadAfterWrite({ connectionId: 'endpoint:1', TableName: 'Library' });
    expect(runs).toEqual([]);
  });
});

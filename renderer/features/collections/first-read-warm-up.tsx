/**
 * The first read of a session ran its grouping, its entity typing and the result views (status,
 * legend, columns, treegrid rows) for the first time: the page compiled that code while the user
 * waited, about 25 ms more before the first rows than any later read. So, once the app is idle
 * after it loads, one small invented read is shown and taken away again inside one task: in a
 * store of its own, in a box off screen that assistive technology does not see, and gone before
 * anything is painted or any other code runs. Nothing of it is kept or sent.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { StoreApi } from 'zustand/vanilla';
import type { ExplorerApi } from '../../../shared/api.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import { buildRead } from '../../model/query/build-read.js';
import { emptyDraft } from '../../model/query/query-draft.js';
import { createAppStore, StoreContext, type AppState } from '../../store/index.js';
import { CollectionsPanel } from './CollectionsPanel.js';
import { ReadSession } from '../../model/collections/read-session.js';
import { countRender } from '../../ui/render-count.js';

const TABLE: TableDescription = {
  TableName: 'rehearsal',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
  ],
};

/** A parent and two kinds of children, in the order DynamoDB returns them, with the value types the views format. */
function items(): Item[] {
  const orders: Item[] = [];
  const staff: Item[] = [];
  for (let i = 0; i < 12; i++) {
    const n = String(i).padStart(3, '0');
    orders.push({
      pk: { S: 'SHOP#1' },
      sk: { S: `ORDER#${n}` },
      type: { S: 'Order' },
      total: { N: String(10 + i) },
      paid: { BOOL: i % 2 === 0 },
      lines: { L: [{ M: { sku: { S: 'x' } } }] },
    });
    staff.push({
      pk: { S: 'SHOP#1' },
      sk: { S: `STAFF#${n}` },
      type: { S: 'Staff' },
      name: { S: `P${n}` },
      tags: { SS: ['a', 'b'] },
    });
  }
  const shop = (n: number): Item => ({
    pk: { S: `SHOP#${n}` },
    sk: { S: `SHOP#${n}` },
    type: { S: 'Shop' },
    name: { S: 'Corner' },
    opened: { N: '2019' },
    note: { NULL: true },
  });
  return [...orders, shop(1), ...staff, shop(2)];
}

/** Every call refuses: the rehearsal never asks the service for anything. */
const NO_API = new Proxy(
  {},
  { get: () => () => Promise.reject(new Error('the read rehearsal does not call the API')) },
) as ExplorerApi;

/** Rehearses unless a read has already run in `app` (its code is compiled by then). */
export function warmUpFirstRead(app: StoreApi<AppState>, doc: Document = document): void {
  if (app.getState().read.status !== 'idle') return;
  const built = buildRead({ ...emptyDraft(TABLE.TableName), pk: 'SHOP#1' }, TABLE);
  if (!built.ok) return;
  const store = createAppStore(NO_API, app.getState().mode);
  const session = new ReadSession(built.read.keyNames, built.read.tableKeys, null, TABLE.TableName);
  const all = items();
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  box.style.cssText =
    'position:fixed;left:-10000px;top:0;width:1000px;height:600px;overflow:hidden;contain:strict;pointer-events:none';
  doc.body.append(box);
  const root = createRoot(box);
  try {
    session.addPage(all.slice(0, 8));
    store.setState({ session, read: { status: 'reading', version: 1, built: built.read } });
    flushSync(() =>
      root.render(
        <StoreContext.Provider value={store}>
          <CollectionsPanel />
        </StoreContext.Provider>,
      ),
    );
    session.addPage(all.slice(8));
    flushSync(() => store.setState({ read: { ...store.getState().read, status: 'done', version: 2 } }));
    countRender('ReadRehearsal');
  } finally {
    root.unmount();
    box.remove();
  }
}

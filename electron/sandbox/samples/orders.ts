/**
 * Orders and their line items with lower-case pk/sk. The order is the item whose sk equals its pk
 * (order#<id>); its items are item#<n>. "item#" sorts before "order#", so reading forward the
 * parent comes last: get the order alone with GetItem, all of it with a Query on pk, or only the
 * items with begins_with(sk, "item#").
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng } from './random.js';
import type { SampleTable } from './types.js';
import { isoFromEpoch, M, N, S, pad } from './values.js';
import { ADJECTIVES, NOUNS } from './words.js';

const ORDER_COUNT = 80;

function items(): Item[] {
  const rng = createRng(505);
  const out: Item[] = [];
  let placed = 1_735_689_600;
  for (let o = 1; o <= ORDER_COUNT; o++) {
    const orderId = `ord-${pad(1000 + o * 7, 5)}`;
    placed += rng.int(600, 40_000);
    // The first orders are fixed shapes that the patterns below name; the rest vary.
    const lineCount = o === 1 ? 6 : o === 2 ? 0 : o === 3 ? 1 : rng.int(0, 9);
    let total = 0;
    const lines: Item[] = [];
    for (let i = 1; i <= lineCount; i++) {
      const cents = rng.int(199, 19_999);
      const quantity = rng.int(1, 4);
      total += cents * quantity;
      lines.push({
        pk: S(`order#${orderId}`),
        sk: S(`item#${pad(i, 3)}`),
        id: S(`${orderId}-${pad(i, 3)}`),
        order_id: S(orderId),
        product_id: S(`prod-${pad(rng.int(1, 400), 4)}`),
        name: S(`${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`),
        quantity: N(quantity),
        price: N((cents / 100).toFixed(2)),
      });
    }
    out.push(
      {
        pk: S(`order#${orderId}`),
        sk: S(`order#${orderId}`),
        id: S(orderId),
        user_id: S(`user-${pad(rng.int(1, 60), 3)}`),
        status: S(lineCount === 0 ? 'draft' : rng.pick(['pending', 'paid', 'shipped', 'delivered'])),
        total: N((total / 100).toFixed(2)),
        currency: S('EUR'),
        created_at: S(isoFromEpoch(placed)),
        shipping: M({
          name: S('Receiving dock'),
          city: S(rng.pick(['Lyon', 'Porto', 'Graz', 'Turku'])),
          postcode: S(pad(rng.int(1000, 99999), 5)),
        }),
      },
      ...lines,
    );
  }
  return out;
}

export const orders: SampleTable = {
  definition: {
    TableName: 'app-table',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
    ],
  },
  description:
    'Orders and order items: lower-case pk/sk, the order is the item whose sk equals its pk and sorts after its items',
  items,
  patterns: [
    {
      description: 'An order with all its items in one Query; the order itself is the last item read forward',
      partitionKeyValue: S('order#ord-01007'),
      expectedParentSortKey: S('order#ord-01007'),
      expectedEntityTypes: ['item', 'order'],
    },
    {
      description: 'An order with no items yet',
      partitionKeyValue: S('order#ord-01014'),
      expectedParentSortKey: S('order#ord-01014'),
      expectedEntityTypes: ['order'],
    },
    {
      description: 'An order with a single item',
      partitionKeyValue: S('order#ord-01021'),
      expectedParentSortKey: S('order#ord-01021'),
      expectedEntityTypes: ['item', 'order'],
    },
  ],
};

/**
 * One table for a B2B shop: businesses, their customers, stores and orders, keyed id + type.
 * - businessIdGsi (businessId, type) lists what a business owns; customerIdGsi (customerId, type)
 *   a customer's orders. Each business and customer also carries its own id there, so it heads its
 *   own GSI collection.
 * - Orders put epoch seconds in the sort key (order#1690000000), so they sort by time.
 * - Customers and stores are many-to-many: each link is written twice, customer#<id>/store#<id>
 *   carrying the store's attributes and store#<id>/customer#<id> carrying the customer's.
 * - typeGsi inverts the keys (type, id) to find every copy of an entity when it changes.
 * - tag#<name> partitions hold copies of tagged entities; some entities carry several tags, so
 *   reading several tags at once needs de-duplication.
 * Copies leave out businessId and customerId so they stay out of the owner GSIs.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng } from './random.js';
import type { SampleTable } from './types.js';
import { L, M, N, S, pad } from './values.js';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, NOUNS } from './words.js';

/** An entity's id and the attributes its copies (edges, tags) repeat. */
interface Entity {
  id: string;
  copy: Item;
}

function build(): Item[] {
  const rng = createRng(606);
  let nextId = 5;
  const newId = (): string => pad(nextId++, 3);
  const out: Item[] = [];
  const customers: Entity[] = [];
  const stores: Entity[] = [];
  const orders: Entity[] = [];
  let orderTime = 1_690_000_000;

  // The first ids follow the article's example: customer 001, business 002, order 003, store 004.
  const businesses = ['002', newId(), newId()];
  for (const [b, businessId] of businesses.entries()) {
    out.push({
      id: S(businessId),
      type: S('business'),
      businessId: S(businessId),
      businessName: S(['Harbor Office Supply', 'Lumen Furniture', 'Quill & Co'][b] ?? 'Business'),
      industry: S(rng.pick(['retail', 'wholesale', 'hospitality'])),
    });
    const storeIds = b === 0 ? ['004', newId(), newId()] : [newId(), newId(), newId()];
    for (const storeId of storeIds) {
      const storeName = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
      const copy: Item = {
        storeName: S(storeName),
        address: M({
          street: S(`${rng.int(1, 300)} ${rng.pick(NOUNS)} street`),
          city: S(rng.pick(['Melbourne', 'Perth', 'Hobart'])),
        }),
      };
      out.push({
        id: S(storeId),
        type: S(`store#${storeName.replace(/ /g, '-')}`),
        businessId: S(businessId),
        ...copy,
      });
      stores.push({ id: storeId, copy });
    }
    const customerIds = b === 0 ? ['001', newId(), newId(), newId()] : [newId(), newId(), newId(), newId()];
    for (const [c, customerId] of customerIds.entries()) {
      const firstName = rng.pick(FIRST_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      const copy: Item = {
        firstName: S(firstName),
        lastName: S(lastName),
        email: S(`${firstName}.${lastName}@example.com`),
      };
      out.push({
        id: S(customerId),
        type: S('customer'),
        businessId: S(businessId),
        customerId: S(customerId),
        ...copy,
      });
      customers.push({ id: customerId, copy });
      // Many-to-many: customer c manages store c, and the first customer also store c+1, so
      // every store has at least one manager and the first store two.
      const managed =
        c === 0 ? [storeIds[0]!, storeIds[1]!] : c === 1 ? [storeIds[0]!] : [storeIds[c % storeIds.length]!];
      for (const storeId of managed) {
        const store = stores.find((s) => s.id === storeId)!;
        out.push({ id: S(`customer#${customerId}`), type: S(`store#${storeId}`), ...store.copy });
        out.push({ id: S(`store#${storeId}`), type: S(`customer#${customerId}`), ...copy });
      }
      const orderCount = b === 0 && c === 0 ? 5 : rng.int(2, 8);
      for (let o = 0; o < orderCount; o++) {
        const orderId = b === 0 && c === 0 && o === 0 ? '003' : newId();
        const copy: Item = {
          createdTime: N(orderTime),
          total: N((rng.int(1_000, 250_000) / 100).toFixed(2)),
          status: S(rng.pick(['FINISHED', 'PENDING', 'CANCELLED', 'FINISHED'])),
          lines: L(
            Array.from({ length: rng.int(1, 4) }, () =>
              M({ sku: S(`sku-${pad(rng.int(1, 900), 4)}`), qty: N(rng.int(1, 12)) }),
            ),
          ),
        };
        out.push({
          id: S(orderId),
          type: S(`order#${orderTime}`),
          businessId: S(businessId),
          customerId: S(customerId),
          ...copy,
        });
        orders.push({ id: orderId, copy });
        orderTime += rng.int(3_600, 400_000);
      }
    }
  }

  // Tags: every tag holds at least two of each kind; the first entities carry several tags.
  const tagged: Record<string, Entity[][]> = {
    music: [customers.slice(0, 3), stores.slice(0, 3), orders.slice(0, 4)],
    book: [customers.slice(1, 4), stores.slice(2, 5), orders.slice(2, 7)],
    art: [
      customers.slice(0, 2).concat(customers.slice(6, 8)),
      stores.slice(5, 8),
      orders.slice(0, 1).concat(orders.slice(20, 23)),
    ],
  };
  const kinds = ['customer', 'store', 'order'];
  for (const [tag, groups] of Object.entries(tagged)) {
    groups.forEach((group, k) => {
      for (const entity of group)
        out.push({ id: S(`tag#${tag}`), type: S(`${kinds[k]}#${entity.id}`), ...entity.copy });
    });
  }
  return out;
}

const keyAttr = (name: string): { AttributeName: string; AttributeType: 'S' } => ({
  AttributeName: name,
  AttributeType: 'S',
});

export const businessEntities: SampleTable = {
  definition: {
    TableName: 'Entity',
    KeySchema: [
      { AttributeName: 'id', KeyType: 'HASH' },
      { AttributeName: 'type', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [keyAttr('id'), keyAttr('type'), keyAttr('businessId'), keyAttr('customerId')],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'businessIdGsi',
        KeySchema: [
          { AttributeName: 'businessId', KeyType: 'HASH' },
          { AttributeName: 'type', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
      {
        IndexName: 'customerIdGsi',
        KeySchema: [
          { AttributeName: 'customerId', KeyType: 'HASH' },
          { AttributeName: 'type', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
      {
        IndexName: 'typeGsi',
        KeySchema: [
          { AttributeName: 'type', KeyType: 'HASH' },
          { AttributeName: 'id', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  },
  description:
    'Business, customer, order and store in one id + type table: owner GSIs, an inverted typeGsi, many-to-many edges and tags',
  items: build,
  patterns: [
    {
      description: 'Everything business 002 owns on businessIdGsi: the business, its customers, orders and stores',
      index: 'businessIdGsi',
      partitionKeyValue: S('002'),
      expectedParentSortKey: S('business'),
      expectedEntityTypes: ['business', 'customer', 'order', 'store'],
    },
    {
      description:
        'Customer 001 and their orders on customerIdGsi, orders in time order (begins_with(type, "order") for orders only)',
      index: 'customerIdGsi',
      partitionKeyValue: S('001'),
      expectedParentSortKey: S('customer'),
      expectedEntityTypes: ['customer', 'order'],
    },
    {
      description: 'The stores customer 001 manages: one side of the many-to-many edge',
      partitionKeyValue: S('customer#001'),
      expectedParentSortKey: null,
      expectedEntityTypes: ['store'],
    },
    {
      description: 'The customers who manage store 004: the other side of the same edges',
      partitionKeyValue: S('store#004'),
      expectedParentSortKey: null,
      expectedEntityTypes: ['customer'],
    },
    {
      description:
        'Everything tagged music; read tag#music, tag#book and tag#art in parallel and de-duplicate for several tags',
      partitionKeyValue: S('tag#music'),
      expectedParentSortKey: null,
      expectedEntityTypes: ['customer', 'order', 'store'],
    },
    {
      description:
        "Every copy of store 004 on the inverted typeGsi, to update them all; each item's type attribute says store",
      index: 'typeGsi',
      partitionKeyValue: S('store#004'),
      expectedParentSortKey: null,
      expectedEntityTypes: ['store'],
    },
  ],
};

/**
 * Deterministic single-table data for the benchmark: the same seed gives the same items on every
 * machine. Collections look like a customer's in an order system (a profile parent, orders,
 * addresses, payments), keyed the way the reference articles key them, with sizes that vary.
 */
import type { Item } from '../../shared/dynamo/types.js';
import { random } from '../support/seeded-random.js';

export { random };

const STATUSES = ['PLACED', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED'];
const CITIES = ['Lisbon', 'Osaka', 'Denver', 'Nairobi', 'Tallinn', 'Recife', 'Perth', 'Quebec'];
const pad = (n: number, w: number) => String(n).padStart(w, '0');

export const KEYS = { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' } as const;

/** The `i`-th item (0 = the profile) of customer `c`'s collection. */
export function collectionItem(c: number, i: number, rnd: () => number): Item {
  const PK = { S: `CUSTOMER#c${pad(c, 7)}` };
  if (i === 0) {
    return {
      PK,
      SK: { S: `PROFILE#c${pad(c, 7)}` },
      name: { S: `Customer ${c}` },
      email: { S: `c${c}@example.test` },
      tier: { S: rnd() < 0.2 ? 'gold' : 'standard' },
      since: { N: String(2015 + Math.floor(rnd() * 10)) },
    };
  }
  const kind = i % 10;
  if (kind === 1) {
    return {
      PK,
      SK: { S: `ADDRESS#${pad(i, 6)}` },
      city: { S: CITIES[Math.floor(rnd() * CITIES.length)]! },
      line1: { S: `${Math.floor(rnd() * 900) + 1} Harbour Road` },
      zip: { S: pad(Math.floor(rnd() * 99999), 5) },
    };
  }
  if (kind === 2) {
    return {
      PK,
      SK: { S: `PAYMENT#${pad(i, 6)}` },
      method: { S: rnd() < 0.5 ? 'card' : 'transfer' },
      last4: { S: pad(Math.floor(rnd() * 9999), 4) },
      verified: { BOOL: rnd() < 0.9 },
    };
  }
  return {
    PK,
    SK: { S: `ORDER#2024-${pad(1 + Math.floor(rnd() * 12), 2)}-${pad(1 + Math.floor(rnd() * 28), 2)}#o${pad(i, 6)}` },
    status: { S: STATUSES[Math.floor(rnd() * STATUSES.length)]! },
    amount: { N: (rnd() * 500).toFixed(2) },
    lines: { N: String(1 + Math.floor(rnd() * 9)) },
    note: {
      S: 'gift wrap; leave at the door if nobody answers; call ahead on weekdays'.slice(0, 20 + Math.floor(rnd() * 50)),
    },
  };
}

/** One collection of `size` items: the customer's profile and `size - 1` children. */
export function oneCollection(c: number, size: number, seed = 1): Item[] {
  const rnd = random(seed * 7919 + c);
  return Array.from({ length: size }, (_, i) => collectionItem(c, i, rnd));
}

/**
 * `total` items in collections of 1 to `maxSize` items (average about maxSize / 2), in the order a
 * read returns them: each collection's items together.
 */
export function manyCollections(total: number, maxSize = 40, seed = 1): Item[] {
  const rnd = random(seed);
  const out: Item[] = new Array(total);
  let n = 0;
  for (let c = 0; n < total; c++) {
    const size = Math.min(total - n, 1 + Math.floor(rnd() * maxSize));
    for (let i = 0; i < size; i++) out[n++] = collectionItem(c, i, rnd);
  }
  return out;
}

/**
 * The items as DynamoDB returns them (Query and Scan alike): each collection's items together and,
 * within it, in sort-key order (UTF-8 byte order, which for these ASCII keys is code-unit order).
 */
export function inServerOrder(items: readonly Item[], keys: { partitionKey: string; sortKey: string } = KEYS): Item[] {
  const out: Item[] = [];
  const sk = (i: Item) => (i[keys.sortKey] as { S: string }).S;
  for (let i = 0; i < items.length;) {
    const pk = (items[i]![keys.partitionKey] as { S: string }).S;
    let j = i;
    while (j < items.length && (items[j]![keys.partitionKey] as { S: string }).S === pk) j++;
    out.push(...items.slice(i, j).sort((a, b) => (sk(a) < sk(b) ? -1 : sk(a) > sk(b) ? 1 : 0)));
    i = j;
  }
  return out;
}

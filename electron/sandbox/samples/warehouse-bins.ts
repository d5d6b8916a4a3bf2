/**
 * A location hierarchy in the sort key other than geography: bins addressed ZONE#AISLE#SHELF under
 * their warehouse, and the warehouse's own META record. ZONE, AISLE and SHELF are values of one
 * template, so every bin is one entity, whatever its zone.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng } from './random.js';
import type { SampleTable } from './types.js';
import { N, pad, S } from './values.js';

const WAREHOUSES = [
  { code: 'WH#LISBON', zones: ['AMBIENT', 'CHILLED', 'FROZEN'] },
  { code: 'WH#PORTO', zones: ['AMBIENT', 'BULKY'] },
] as const;

function items(): Item[] {
  const rng = createRng(8080);
  const out: Item[] = [];
  for (const w of WAREHOUSES) {
    out.push({
      site: S(w.code),
      location: S('META'),
      manager: S(rng.pick(['Ines', 'Rui', 'Marta'])),
      docks: N(rng.int(4, 12)),
    });
    for (const zone of w.zones) {
      for (let aisle = 1; aisle <= 3; aisle++) {
        for (const shelf of ['LOW', 'MID', 'TOP']) {
          out.push({
            site: S(w.code),
            location: S(`${zone}#A${pad(aisle, 2)}#${shelf}`),
            binCode: S(`${zone.slice(0, 2)}-${aisle}-${shelf[0]}`),
            capacityKg: N(rng.int(50, 400)),
            sku: S(`SKU-${rng.hex(4)}`),
          });
        }
      }
    }
  }
  return out;
}

export const warehouseBins: SampleTable = {
  definition: {
    TableName: 'WarehouseBins',
    KeySchema: [
      { AttributeName: 'site', KeyType: 'HASH' },
      { AttributeName: 'location', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'site', AttributeType: 'S' },
      { AttributeName: 'location', AttributeType: 'S' },
    ],
  },
  description:
    'Warehouse bins: a ZONE#AISLE#SHELF hierarchy in the sort key (one entity, Bin) under the warehouse META record',
  items,
  patterns: [
    {
      description: 'Every bin of a warehouse; begins_with(location, "CHILLED#") reads one zone',
      partitionKeyValue: S('WH#LISBON'),
      expectedParentSortKey: S('META'),
      expectedEntityTypes: ['Bin', 'META'],
    },
    {
      description: 'A smaller warehouse with two zones',
      partitionKeyValue: S('WH#PORTO'),
      expectedParentSortKey: S('META'),
      expectedEntityTypes: ['Bin', 'META'],
    },
  ],
};

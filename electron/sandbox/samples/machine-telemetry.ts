/**
 * A numeric time series with no type attribute: each machine's own record at ts 0, then readings
 * and faults under epoch-second NUMBER sort keys. Keys say nothing about the entity; only the
 * attributes tell a reading (rpm, tempC) from a fault (faultCode, severity) and from the machine.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng } from './random.js';
import type { SampleTable } from './types.js';
import { N, S } from './values.js';

const MACHINES = [
  { id: 'press-07', model: 'HX-400', hall: 'north', faults: 3 },
  { id: 'lathe-12', model: 'TL-9', hall: 'south', faults: 1 },
  { id: 'mill-03', model: 'VM-2', hall: 'north', faults: 0 },
] as const;

function items(): Item[] {
  const rng = createRng(4711);
  const out: Item[] = [];
  for (const m of MACHINES) {
    out.push({ machineId: S(m.id), ts: N(0), model: S(m.model), hall: S(m.hall), commissionedOn: S('2023-03-01') });
    const start = 1_767_225_600;
    for (let i = 0; i < 24; i++) {
      out.push({ machineId: S(m.id), ts: N(start + i * 300), rpm: N(rng.int(900, 1400)), tempC: N(rng.int(40, 75)) });
    }
    for (let f = 0; f < m.faults; f++) {
      out.push({
        machineId: S(m.id),
        ts: N(start + 151 + f * 2_000),
        faultCode: S(rng.pick(['E12', 'E31', 'W07'])),
        severity: S(rng.pick(['minor', 'major'])),
      });
    }
  }
  return out;
}

export const machineTelemetry: SampleTable = {
  definition: {
    TableName: 'MachineTelemetry',
    KeySchema: [
      { AttributeName: 'machineId', KeyType: 'HASH' },
      { AttributeName: 'ts', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'machineId', AttributeType: 'S' },
      { AttributeName: 'ts', AttributeType: 'N' },
    ],
  },
  description:
    'Machine telemetry: a NUMBER sort key and no type attribute; the machine at ts 0, readings and faults told apart by their attributes',
  items,
  patterns: [
    {
      description: 'A machine, its readings and faults; the record at ts 0 is the parent',
      partitionKeyValue: S('press-07'),
      expectedParentSortKey: N(0),
      expectedEntityTypes: ['Machine', 'rpm+tempC', 'Fault'],
    },
    {
      description: 'A machine with no faults',
      partitionKeyValue: S('mill-03'),
      expectedParentSortKey: N(0),
      expectedEntityTypes: ['Machine', 'rpm+tempC'],
    },
  ],
};

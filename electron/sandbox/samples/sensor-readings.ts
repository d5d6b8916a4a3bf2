/**
 * Sensor readings with a NUMERIC sort key: deviceId ("device#<id>") + ts in epoch milliseconds.
 * Each device's collection starts with its Device item at ts 0, then readings and alerts in time
 * order; an explicit entityType attribute names each item's type, since a number has no prefix.
 * Also the odd values an explorer must show faithfully: a 25-digit number, an integer past 2^53,
 * binary, string and number sets, nested maps and lists, and two very large items (one near the
 * 400 KB limit).
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng, type Rng } from './random.js';
import type { SampleTable } from './types.js';
import { B, BOOL, isoFromEpoch, L, M, N, NS, S, SS, pad } from './values.js';

interface DevicePlan {
  id: string;
  model: string;
  readings: number;
  alerts: number;
  /** Base temperature, so a freezer reads below zero. */
  baseCelsius: number;
}

const DEVICES: DevicePlan[] = [
  { id: 'th-0001', model: 'ThermoHygro T2', readings: 240, alerts: 3, baseCelsius: 21 },
  { id: 'th-0002', model: 'ThermoHygro T2', readings: 120, alerts: 0, baseCelsius: 23 },
  { id: 'fr-0001', model: 'FreezerProbe F1', readings: 180, alerts: 2, baseCelsius: -19 },
  { id: 'pm-0001', model: 'PowerMeter P5', readings: 96, alerts: 0, baseCelsius: 30 },
  { id: 'gw-0001', model: 'Gateway G9', readings: 48, alerts: 0, baseCelsius: 35 },
  { id: 'lg-0001', model: 'DataLogger L3', readings: 60, alerts: 2, baseCelsius: 18 },
];

const START_MS = 1_767_225_600_000;
const INTERVAL_MS = 5 * 60_000;

/** Extra attributes for particular devices: the values worth inspecting. */
function extras(device: DevicePlan, rng: Rng): Item {
  if (device.id === 'pm-0001') {
    return {
      // 25 significant digits: more than a JavaScript number holds.
      lifetimeWh: N('1234567890.123456789012345'),
      // Past 2^53, so a JavaScript number would round it.
      serialNumber: N('90071992547409931'),
    };
  }
  if (device.id === 'gw-0001') {
    // Near DynamoDB's 400 KB item limit.
    return { firmwareImage: B(rng.bytes(380_000)) };
  }
  if (device.id === 'lg-0001') {
    let log = '';
    for (let i = 0; log.length < 150_000; i++) {
      log += `${isoFromEpoch(1_767_000_000 + i * 17)} boot stage ${i % 9} ok, heap ${rng.int(10_000, 90_000)} bytes free\n`;
    }
    return { diagnosticLog: S(log) };
  }
  return {};
}

function deviceItem(device: DevicePlan, rng: Rng): Item {
  return {
    deviceId: S(`device#${device.id}`),
    ts: N(0),
    entityType: S('Device'),
    model: S(device.model),
    tags: SS(rng.sample(['warehouse', 'cold-chain', 'rooftop', 'lab', 'retail', 'office'], rng.int(1, 3))),
    thresholds: NS([device.baseCelsius - 5, device.baseCelsius + 5, device.baseCelsius + 12.5]),
    firmware: M({
      version: S(`3.${rng.int(0, 9)}.${rng.int(0, 20)}`),
      history: L(
        [0, 1, 2].map((k) =>
          M({
            version: S(`2.${k}.0`),
            installedAt: S(isoFromEpoch(1_700_000_000 + k * 5_000_000)),
            notes: M({ reboot: BOOL(k !== 1), checksum: S(rng.hex(16)) }),
          }),
        ),
      ),
    }),
    location: M({
      site: S(rng.pick(['Rotterdam DC', 'Leipzig hub', 'Lyon store 12'])),
      floor: N(rng.int(0, 4)),
      room: S(`R${pad(rng.int(1, 40), 2)}`),
    }),
    ...extras(device, rng),
  };
}

function items(): Item[] {
  const rng = createRng(808);
  const out: Item[] = [];
  for (const device of DEVICES) {
    const pk = S(`device#${device.id}`);
    out.push(deviceItem(device, rng));
    // Alerts land between readings, never first, so each collection opens Device, Reading.
    const alertAt = new Set(
      Array.from({ length: device.alerts }, (_, k) => Math.floor(((k + 1) * device.readings) / (device.alerts + 1))),
    );
    for (let i = 0; i < device.readings; i++) {
      const ts = START_MS + i * INTERVAL_MS;
      const celsius = device.baseCelsius + Math.sin(i / 12) * 2 + (rng.next() - 0.5);
      out.push({
        deviceId: pk,
        ts: N(ts),
        entityType: S('Reading'),
        celsius: N(celsius.toFixed(2)),
        humidity: N(rng.int(30, 70)),
        battery: N((rng.int(700, 1000) / 10).toFixed(1)),
        raw: B(rng.bytes(8)),
      });
      if (alertAt.has(i)) {
        out.push({
          deviceId: pk,
          ts: N(ts + 1),
          entityType: S('Alert'),
          level: S(rng.pick(['warning', 'critical'])),
          message: S(`temperature ${celsius.toFixed(1)} C outside thresholds`),
          acknowledged: BOOL(rng.chance(0.5)),
        });
      }
    }
  }
  return out;
}

export const sensorReadings: SampleTable = {
  definition: {
    TableName: 'sensor_readings',
    KeySchema: [
      { AttributeName: 'deviceId', KeyType: 'HASH' },
      { AttributeName: 'ts', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'deviceId', AttributeType: 'S' },
      { AttributeName: 'ts', AttributeType: 'N' },
    ],
  },
  description:
    'Sensor readings: device#<id> with an epoch-millisecond NUMBER sort key and an entityType attribute; odd values to inspect',
  items,
  patterns: [
    {
      description: 'A device, its readings and alerts; ts BETWEEN two epoch-millisecond values reads a time window',
      partitionKeyValue: S('device#th-0001'),
      expectedParentSortKey: N(0),
      expectedEntityTypes: ['Device', 'Reading', 'Alert'],
    },
    {
      description: 'A device without alerts',
      partitionKeyValue: S('device#th-0002'),
      expectedParentSortKey: N(0),
      expectedEntityTypes: ['Device', 'Reading'],
    },
    {
      description: 'A gateway whose Device item is close to the 400 KB item limit',
      partitionKeyValue: S('device#gw-0001'),
      expectedParentSortKey: N(0),
      expectedEntityTypes: ['Device', 'Reading'],
    },
  ],
};

/** Designs of several shapes, for the import/export round trips and the checks. */
import type { TableDesign } from '../../../shared/design/model/table-design.js';

export const saas: TableDesign = {
  source: 'edited',
  tableName: 'Saas',
  keys: { partitionKey: 'PK', sortKey: 'SK' },
  indexes: [{ name: 'GSI1', kind: 'GSI', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' }],
  typeAttribute: 'kind',
  delimiter: '#',
  entities: [
    {
      name: 'Tenant',
      typeValue: 'TENANT',
      keys: { PK: 'TENANT#{tenantId}', SK: 'TENANT#{tenantId}' },
      attributes: ['plan', 'name'],
    },
    {
      name: 'User',
      typeValue: 'USER',
      keys: { PK: 'TENANT#{tenantId}', SK: 'USER#{email}', GSI1PK: 'USER#{email}', GSI1SK: 'TENANT#{tenantId}' },
      attributes: ['role'],
    },
    { name: 'Invoice', typeValue: 'INVOICE', keys: { PK: 'TENANT#{tenantId}', SK: 'INVOICE#{year}-{n}' } },
  ],
  parentEntity: 'Tenant',
};

/** Colon delimiter, no type attribute, a nested template, a literal parent. */
export const orders: TableDesign = {
  source: 'inferred',
  tableName: 'Orders',
  keys: { partitionKey: 'pk', sortKey: 'sk' },
  delimiter: ':',
  entities: [
    { name: 'Customer', keys: { pk: 'CUST:{id}', sk: 'META' } },
    { name: 'Order', keys: { pk: 'CUST:{id}', sk: 'ORDER:{n}' }, attributes: ['total'] },
    { name: 'Order line', keys: { pk: 'CUST:{id}', sk: 'ORDER:{n}:LINE:{n2}' }, attributes: ['sku', 'qty'] },
  ],
  parentEntity: 'Customer',
};

/** A hierarchy in the sort key, one entity, no parent, a hash-only GSI and an LSI. */
export const stores: TableDesign = {
  source: 'edited',
  tableName: 'Stores',
  keys: { partitionKey: 'country', sortKey: 'location' },
  indexes: [
    { name: 'ByManager', kind: 'GSI', partitionKey: 'manager', projection: 'KEYS_ONLY' },
    { name: 'ByOpened', kind: 'LSI', partitionKey: 'country', sortKey: 'opened', projection: 'ALL' },
  ],
  delimiter: '#',
  entities: [
    { name: 'Store', keys: { country: '{country}', location: '{state}#{city}#{zip}' }, attributes: ['address'] },
  ],
};

/** Numeric sort keys: entities told apart by the type attribute only (ElectroDB's stamp). */
export const readings: TableDesign = {
  source: 'inferred',
  tableName: 'Readings',
  keys: { partitionKey: 'device', sortKey: 'ts' },
  typeAttribute: '__edb_e__',
  entities: [
    { name: 'Device', typeValue: 'device', keys: { device: '{device}', ts: '{ts}' }, attributes: ['model'] },
    { name: 'Reading', typeValue: 'reading', keys: { device: '{device}', ts: '{ts}' }, attributes: ['celsius'] },
    { name: 'Alarm-event', typeValue: 'alarm-event', keys: {}, attributes: ['level'] },
  ],
  parentEntity: 'Device',
};

/** Partition key only. */
export const sessions: TableDesign = {
  source: 'edited',
  tableName: 'Sessions',
  keys: { partitionKey: 'id' },
  typeAttribute: '_et',
  entities: [{ name: 'Session', typeValue: 'Session', keys: { id: 'SESSION|{token}' } }],
};

export const allDesigns = { saas, orders, stores, readings, sessions };

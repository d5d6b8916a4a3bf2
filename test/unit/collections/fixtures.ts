/**
 * Items in the key shapes of the reference articles, written for these tests: organizations and
 * users, tickets under users on a GSI, stores by country and STATE#CITY#ZIP, workspaces and
 * projects, orders with lower-case keys, an id+type table, game inventories.
 */
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';

export const PK_SK: KeyNames = { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' };
export const GSI1: KeyNames = { partitionKey: 'GSI1PK', sortKey: 'GSI1SK', partitionKeyType: 'S', sortKeyType: 'S' };
export const STORES: KeyNames = {
  partitionKey: 'Country',
  sortKey: 'StateCityZip',
  partitionKeyType: 'S',
  sortKeyType: 'S',
};
export const WORKSPACES: KeyNames = {
  partitionKey: 'EntityRef',
  sortKey: 'Detail',
  partitionKeyType: 'S',
  sortKeyType: 'S',
};
export const LOWER: KeyNames = { partitionKey: 'pk', sortKey: 'sk', partitionKeyType: 'S', sortKeyType: 'S' };
export const ID_TYPE: KeyNames = { partitionKey: 'id', sortKey: 'type', partitionKeyType: 'S', sortKeyType: 'S' };
export const GAME: KeyNames = { partitionKey: 'account', sortKey: 'sk', partitionKeyType: 'S', sortKeyType: 'S' };

const s = (S: string) => ({ S });
const n = (N: string) => ({ N });

export function orgUsers(): Item[] {
  return [
    { PK: s('ORG#acme'), SK: s('METADATA#acme'), OrgName: s('Acme'), Plan: s('enterprise') },
    { PK: s('ORG#acme'), SK: s('USER#alice'), UserName: s('alice'), Email: s('alice@acme.test'), Role: s('admin') },
    { PK: s('ORG#acme'), SK: s('USER#bob'), UserName: s('bob'), Email: s('bob@acme.test'), Role: s('member') },
    { PK: s('ORG#globex'), SK: s('METADATA#globex'), OrgName: s('Globex'), Plan: s('pro') },
    { PK: s('ORG#globex'), SK: s('USER#carol'), UserName: s('carol'), Email: s('carol@globex.test'), Role: s('admin') },
  ];
}

/** GSI1 view of users and their tickets, newest ticket first (ScanIndexForward=false): the user item comes first. */
export function ticketsNewestFirst(): Item[] {
  const user = (org: string, name: string): Item => ({
    GSI1PK: s(`ORG#${org}#USER#${name}`),
    GSI1SK: s(`USER#${name}`),
    PK: s(`ORG#${org}`),
    SK: s(`USER#${name}`),
    UserName: s(name),
    Email: s(`${name}@x.test`),
  });
  const ticket = (org: string, name: string, id: string): Item => ({
    GSI1PK: s(`ORG#${org}#USER#${name}`),
    GSI1SK: s(`TICKET#${id}`),
    PK: s(`TICKET#${id}`),
    SK: s(`TICKET#${id}`),
    Subject: s(`Ticket ${id}`),
    Status: s('open'),
  });
  return [
    user('acme', 'alice'),
    ticket('acme', 'alice', '2026-05-03T09:00:00Z#c3'),
    ticket('acme', 'alice', '2026-05-02T08:00:00Z#b2'),
    ticket('acme', 'alice', '2026-05-01T07:00:00Z#a1'),
    user('acme', 'bob'),
    ticket('acme', 'bob', '2026-04-30T10:00:00Z#d4'),
    ticket('acme', 'bob', '2026-04-29T10:00:00Z#e5'),
  ];
}

export function stores(): Item[] {
  const store = (country: string, key: string, name: string): Item => ({
    Country: s(country),
    StateCityZip: s(key),
    StoreName: s(name),
    Phone: s('555-0100'),
    Hours: s('6-22'),
  });
  return [
    store('US', 'CA#LOS_ANGELES#90012', 'Union Station'),
    store('US', 'CA#SAN_FRANCISCO#94103', 'Mission'),
    store('US', 'CA#SAN_FRANCISCO#94105', 'Embarcadero'),
    store('US', 'NY#NEW_YORK#10001', 'Chelsea'),
    store('US', 'NY#NEW_YORK#10007', 'City Hall'),
    store('US', 'WA#SEATTLE#98101', 'Pike Place'),
    store('CA', 'BC#VANCOUVER#V6B', 'Gastown'),
  ];
}

export function workspaces(): Item[] {
  return [
    { EntityRef: s('WS#acme'), Detail: s('META'), displayName: s('Acme'), region: s('eu-west-1'), seatLimit: n('50') },
    {
      EntityRef: s('WS#acme'),
      Detail: s('PROJ#2026-0007'),
      title: s('Billing'),
      status: s('active'),
      createdBy: s('ann'),
    },
    {
      EntityRef: s('WS#acme'),
      Detail: s('PROJ#2026-0042'),
      title: s('Search'),
      status: s('active'),
      createdBy: s('bo'),
    },
    {
      EntityRef: s('WS#acme'),
      Detail: s('PROJ#2026-0118'),
      title: s('Mobile'),
      status: s('paused'),
      createdBy: s('cy'),
    },
    {
      EntityRef: s('WS#globex'),
      Detail: s('META'),
      displayName: s('Globex'),
      region: s('us-east-1'),
      seatLimit: n('5'),
    },
    {
      EntityRef: s('WS#globex'),
      Detail: s('PROJ#2026-0009'),
      title: s('Launch'),
      status: s('active'),
      createdBy: s('di'),
    },
  ];
}

/** Orders and their items read forward: the order's own item (sk = pk) sorts after `item#`. */
export function orders(): Item[] {
  return [
    { pk: s('order#1001'), sk: s('item#01'), sku: s('BOOK-1'), qty: n('1') },
    { pk: s('order#1001'), sk: s('item#02'), sku: s('PEN-9'), qty: n('3') },
    { pk: s('order#1001'), sk: s('order#1001'), customer: s('ann'), total: n('23.40'), status: s('shipped') },
    { pk: s('order#1002'), sk: s('order#1002'), customer: s('bo'), total: n('0'), status: s('new') },
  ];
}

/** The id+type table: core items keyed by bare type names, edges `customer#001`/`store#004`, tag items. */
export function idType(): Item[] {
  return [
    { id: s('001'), type: s('customer'), name: s('Ann'), businessId: s('002') },
    { id: s('001'), type: s('order#1690000000'), total: n('12.5'), customerId: s('001'), businessId: s('002') },
    { id: s('001'), type: s('order#1690000500'), total: n('8'), customerId: s('001'), businessId: s('002') },
    { id: s('001'), type: s('store#004'), storeName: s('Downtown') },
    { id: s('customer#001'), type: s('store#004'), storeName: s('Downtown'), city: s('Melbourne') },
    { id: s('customer#001'), type: s('store#005'), storeName: s('Harbour'), city: s('Sydney') },
    { id: s('store#004'), type: s('customer#001'), name: s('Ann') },
    { id: s('tag#music'), type: s('order#1690000000'), total: n('12.5') },
    { id: s('tag#music'), type: s('order#1690000900'), total: n('30') },
  ];
}

export function game(): Item[] {
  return [
    { account: s('account1234'), sk: s('info'), level: n('12'), name: s('Ranger') },
    { account: s('account1234'), sk: s('inventory::armor'), items: { L: [s('helm'), s('boots')] } },
    { account: s('account1234'), sk: s('inventory::weapons'), items: { L: [s('bow')] } },
    { account: s('account1387'), sk: s('info'), level: n('3'), name: s('Mage') },
    { account: s('account1387'), sk: s('inventory::armor'), items: { L: [s('robe')] } },
    { account: s('account1138'), sk: s('info'), level: n('1'), name: s('Rookie') },
  ];
}

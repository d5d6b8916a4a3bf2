/**
 * Game players and their inventories, one item collection per account: an `info` item plus one
 * item per inventory page (inventory::armor, inventory::weapons, delimiter "::"), each page its own
 * item because it grows as the player collects things. Players who have found nothing have only
 * `info`, and some have armor but no weapons.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng, type Rng } from './random.js';
import type { SampleTable } from './types.js';
import { BOOL, isoFromEpoch, L, M, N, NULL, S, SS } from './values.js';
import { ADJECTIVES, NOUNS } from './words.js';

const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
const ARMOR = ['helm', 'cuirass', 'gauntlets', 'greaves', 'boots', 'shield'] as const;
const WEAPONS = ['sword', 'bow', 'staff', 'axe', 'dagger', 'spear'] as const;

/** Named accounts: one with both pages, one with none yet, one with armor only. */
const KNOWN: ReadonlyArray<[string, boolean, boolean]> = [
  ['account1138', false, false],
  ['account1234', true, true],
  ['account1387', true, false],
];

function armorPage(account: string, rng: Rng): Item {
  return {
    account_id: S(account),
    record_type: S('inventory::armor'),
    slots: N(24),
    items: L(
      Array.from({ length: rng.int(1, 12) }, () =>
        M({
          name: S(`${rng.pick(ADJECTIVES)} ${rng.pick(ARMOR)}`),
          rarity: S(rng.pick(RARITIES)),
          defense: N(rng.int(2, 90)),
          equipped: BOOL(rng.chance(0.3)),
        }),
      ),
    ),
  };
}

function weaponsPage(account: string, rng: Rng): Item {
  return {
    account_id: S(account),
    record_type: S('inventory::weapons'),
    slots: N(16),
    items: L(
      Array.from({ length: rng.int(1, 10) }, () =>
        M({
          name: S(`${rng.pick(NOUNS)} ${rng.pick(WEAPONS)}`),
          rarity: S(rng.pick(RARITIES)),
          damage: N(rng.int(5, 140)),
          enchantments: SS(rng.sample(['fire', 'frost', 'venom', 'swift', 'keen'], rng.int(1, 3))),
        }),
      ),
    ),
  };
}

function items(): Item[] {
  const rng = createRng(707);
  const players: Array<[string, boolean, boolean]> = [...KNOWN];
  const taken = new Set(KNOWN.map(([a]) => a));
  while (players.length < 60) {
    const account = `account${rng.int(1000, 9999)}`;
    if (taken.has(account)) continue;
    taken.add(account);
    const armor = rng.chance(0.7);
    players.push([account, armor, armor && rng.chance(0.6)]);
  }
  const out: Item[] = [];
  for (const [account, armor, weapons] of players) {
    out.push({
      account_id: S(account),
      record_type: S('info'),
      username: S(`${rng.pick(ADJECTIVES)}_${rng.pick(NOUNS)}${rng.int(1, 99)}`),
      level: N(rng.int(1, 80)),
      guild: rng.chance(0.6) ? S(`${rng.pick(NOUNS)}s of ${rng.pick(ADJECTIVES)}`) : NULL,
      last_seen: S(isoFromEpoch(1_760_000_000 + rng.int(0, 5_000_000))),
    });
    if (armor) out.push(armorPage(account, rng));
    if (weapons) out.push(weaponsPage(account, rng));
  }
  return out;
}

export const gameInventory: SampleTable = {
  definition: {
    TableName: 'GameInventory',
    KeySchema: [
      { AttributeName: 'account_id', KeyType: 'HASH' },
      { AttributeName: 'record_type', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'account_id', AttributeType: 'S' },
      { AttributeName: 'record_type', AttributeType: 'S' },
    ],
  },
  description:
    'Game inventories: info plus inventory::armor and inventory::weapons pages per account, some players with no inventory',
  items,
  patterns: [
    {
      description: 'A player with both inventory pages; begins_with(record_type, "inventory::") reads the pages alone',
      partitionKeyValue: S('account1234'),
      expectedParentSortKey: S('info'),
      expectedEntityTypes: ['info', 'inventory'],
    },
    {
      description: 'A player who has found armor but no weapons',
      partitionKeyValue: S('account1387'),
      expectedParentSortKey: S('info'),
      expectedEntityTypes: ['info', 'inventory'],
    },
    {
      description: 'A new player with no inventory yet: the info item only',
      partitionKeyValue: S('account1138'),
      expectedParentSortKey: S('info'),
      expectedEntityTypes: ['info'],
    },
  ],
};

/**
 * Workspaces own projects. EntityRef/Detail keys: WS#<name> with a META parent and PROJ#yyyy-nnnn
 * children (zero-padded and time-ordered, so newest-first is a descending Query).
 *
 * WS#acme is one huge tenant: 5,000 projects of about 500 bytes, so reading it takes several 1 MB
 * pages. WS#umbrella is the same problem solved with write sharding: its projects are spread over
 * WS#umbrella#01..#10 by a stable hash of the project id, and reading them all is a fan-out of ten
 * Queries. Its META stays once, unsharded, under WS#umbrella: settings are one GetItem and the
 * shards hold projects only, so merging the ten reads never meets ten copies of the parent.
 *
 * The ByStatus LSI lists a workspace's projects by status then creation time. Having an LSI caps
 * every item collection of this table at 10 GB.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng, hash32, type Rng } from './random.js';
import type { SampleTable } from './types.js';
import { isoFromEpoch, N, S, SS, pad } from './values.js';
import { ADJECTIVES, FILLER, FIRST_NAMES, NOUNS } from './words.js';

const STATUSES = ['ACTIVE', 'ARCHIVED', 'DRAFT', 'ON_HOLD'] as const;
const SHARDS = 10;
const YEAR_SECONDS = 365 * 86_400;

interface WorkspacePlan {
  name: string;
  region: string;
  /** Projects per year, oldest year first. */
  projectsPerYear: Record<number, number>;
  sharded: boolean;
}

const WORKSPACES: WorkspacePlan[] = [
  {
    name: 'acme',
    region: 'us-east-1',
    projectsPerYear: { 2021: 600, 2022: 750, 2023: 850, 2024: 900, 2025: 950, 2026: 950 },
    sharded: false,
  },
  { name: 'globex', region: 'eu-west-1', projectsPerYear: { 2025: 10, 2026: 8 }, sharded: false },
  { name: 'initech', region: 'ap-southeast-2', projectsPerYear: { 2026: 6 }, sharded: false },
  { name: 'umbrella', region: 'us-west-2', projectsPerYear: { 2024: 500, 2025: 500, 2026: 500 }, sharded: true },
];

/** Which shard a project lands on: stable, so a writer and a reader always agree. */
export function shardOf(projectId: string): string {
  return pad((hash32(projectId) % SHARDS) + 1, 2);
}

function summary(rng: Rng): string {
  const length = rng.int(200, 340);
  let text = rng.pick(FILLER);
  while (text.length < length) text += ` ${rng.pick(FILLER)}`;
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

function project(ws: WorkspacePlan, year: number, seq: number, perYear: number, index: number, rng: Rng): Item {
  const id = `${year}-${pad(seq, 4)}`;
  const created = Date.UTC(year, 0, 1) / 1000 + Math.floor(((seq - 1) * YEAR_SECONDS) / perYear) + rng.int(0, 3_000);
  // Small workspaces cycle through every status, so each one shows up more than once.
  const status =
    ws.projectsPerYear[year]! < 50
      ? STATUSES[index % STATUSES.length]!
      : rng.pick(['ACTIVE', 'ACTIVE', 'ARCHIVED', 'DRAFT', 'ON_HOLD']);
  const createdAt = isoFromEpoch(created);
  return {
    EntityRef: S(ws.sharded ? `WS#${ws.name}#${shardOf(id)}` : `WS#${ws.name}`),
    Detail: S(`PROJ#${id}`),
    Title: S(`${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${rng.pick(NOUNS)}`),
    Summary: S(summary(rng)),
    Status: S(status),
    StatusCreated: S(`${status}#${createdAt}`),
    CreatedBy: S(`${rng.pick(FIRST_NAMES)}@${ws.name}.example`),
    CreatedAt: S(createdAt),
    Labels: SS(rng.sample(['backend', 'frontend', 'data', 'infra', 'security', 'mobile'], rng.int(1, 3))),
    BudgetUsd: N(rng.int(5, 500) * 100),
  };
}

function items(): Item[] {
  const rng = createRng(404);
  const out: Item[] = [];
  for (const ws of WORKSPACES) {
    const years = Object.keys(ws.projectsPerYear).map(Number).sort();
    out.push({
      EntityRef: S(`WS#${ws.name}`),
      Detail: S('META'),
      DisplayName: S(ws.name.charAt(0).toUpperCase() + ws.name.slice(1)),
      Region: S(ws.region),
      SeatLimit: N(ws.sharded ? 5000 : 250),
      CreatedAt: S(isoFromEpoch(Date.UTC(years[0]! - 1, 5, 1) / 1000)),
      ...(ws.sharded ? { ShardCount: N(SHARDS), ShardKeyPrefix: S(`WS#${ws.name}#`) } : {}),
    });
    let index = 0;
    for (const year of years) {
      const perYear = ws.projectsPerYear[year]!;
      for (let seq = 1; seq <= perYear; seq++) out.push(project(ws, year, seq, perYear, index++, rng));
    }
  }
  return out;
}

export const workspaces: SampleTable = {
  definition: {
    TableName: 'Workspaces',
    KeySchema: [
      { AttributeName: 'EntityRef', KeyType: 'HASH' },
      { AttributeName: 'Detail', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'EntityRef', AttributeType: 'S' },
      { AttributeName: 'Detail', AttributeType: 'S' },
      { AttributeName: 'StatusCreated', AttributeType: 'S' },
    ],
    LocalSecondaryIndexes: [
      {
        IndexName: 'ByStatus',
        KeySchema: [
          { AttributeName: 'EntityRef', KeyType: 'HASH' },
          { AttributeName: 'StatusCreated', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['Title', 'CreatedBy'] },
      },
    ],
  },
  description:
    'Workspaces and projects: a 5,000-project tenant (several 1 MB pages), one sharded over WS#umbrella#01..#10, an LSI by status',
  items,
  patterns: [
    {
      description: 'The big tenant: its META and 5,000 projects, several pages; newest-first reads it descending',
      partitionKeyValue: S('WS#acme'),
      expectedParentSortKey: S('META'),
      expectedEntityTypes: ['META', 'PROJ'],
    },
    {
      description: 'A workspace with a handful of projects',
      partitionKeyValue: S('WS#globex'),
      expectedParentSortKey: S('META'),
      expectedEntityTypes: ['META', 'PROJ'],
    },
    {
      description: "The sharded workspace's settings, kept once under the unsharded key",
      partitionKeyValue: S('WS#umbrella'),
      expectedParentSortKey: S('META'),
      expectedEntityTypes: ['META'],
    },
    {
      description: 'One shard of the sharded workspace: projects only; read WS#umbrella#01..#10 in parallel for all',
      partitionKeyValue: S('WS#umbrella#03'),
      expectedParentSortKey: null,
      expectedEntityTypes: ['PROJ'],
    },
    {
      description:
        "A workspace's projects by status on the ByStatus LSI (the META item has no StatusCreated, so it is absent)",
      index: 'ByStatus',
      partitionKeyValue: S('WS#globex'),
      expectedParentSortKey: null,
      // The status leads the LSI sort key as a value; the items are projects (the table's Detail says PROJ).
      expectedEntityTypes: ['PROJ'],
    },
  ],
};

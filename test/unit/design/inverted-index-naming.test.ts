/**
 * A many-to-many table (teams and people): people are `PK=SK=PERSON#p`, memberships sit under their
 * team as `PK=TEAM#t, SK=PERSON#p`. The person items are the entity whose own key is `PERSON#` and
 * keep that name; the memberships are edges between the two kinds and are named as edges, not as
 * "PERSON" with the people pushed aside to "PERSON 2".
 */
import { expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';

const S = (v: string) => ({ S: v });
const keys = { partitionKey: 'PK', partitionKeyType: 'S' as const, sortKey: 'SK', sortKeyType: 'S' as const };

function teamsAndPeople(withTeams: boolean): [string, Item][] {
  const people = ['p1', 'p2', 'p3', 'p4', 'p5'];
  const items: [string, Item][] = people.map((p, i) => [
    'Person',
    { PK: S(`PERSON#${p}`), SK: S(`PERSON#${p}`), fullName: S(`Person ${i}`), email: S(`${p}@example.com`) },
  ]);
  for (const [k, t] of ['t1', 't2', 't3'].entries()) {
    if (withTeams) items.push(['Team', { PK: S(`TEAM#${t}`), SK: S(`TEAM#${t}`), teamName: S(`Team ${k}`) }]);
    for (const p of people.slice(k, k + 3))
      items.push(['Membership', { PK: S(`TEAM#${t}`), SK: S(`PERSON#${p}`), role: S('member'), since: S('2024') }]);
  }
  return items;
}

/** Read in pages of 4, as a Scan returns them: its partitions in hash order, teams first or people first. */
function grouped(labelled: [string, Item][], teamsFirst: boolean) {
  const pk = (i: Item) => (i.PK as { S: string }).S;
  const ordered = [...labelled].sort(([, a], [, b]) => {
    const rank = (i: Item) => (pk(i).startsWith('TEAM#') === teamsFirst ? 0 : 1);
    return rank(a) - rank(b);
  });
  const g = new CollectionGrouper(keys, {});
  for (let i = 0; i < ordered.length; i += 4) g.addPage(ordered.slice(i, i + 4).map(([, item]) => item));
  return { g, label: new Map(ordered.map(([l, item]) => [item, l])) };
}

for (const withTeams of [false, true])
  for (const teamsFirst of [true, false]) {
    test(`people keep "PERSON", memberships are named as edges (TEAM → PERSON)${withTeams ? ', beside team records' : ''}, ${teamsFirst ? 'teams' : 'people'} read first`, () => {
      const { g, label } = grouped(teamsAndPeople(withTeams), teamsFirst);
      const items = g.collections.flatMap((c) => c.items);
      const nameOf = (l: string) => g.entityOf(items.find((i) => label.get(i) === l)!);
      expect([nameOf('Person'), nameOf('Membership')]).toEqual(['PERSON', 'TEAM → PERSON']);
      if (withTeams) expect(nameOf('Team')).toBe('TEAM');
    });
  }

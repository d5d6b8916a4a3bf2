/**
 * A small CMS in the style of GraphQL-generated tables: every item names its type in __typename,
 * keys are path-like with "/" as the delimiter, and the site item is the one whose sort key equals
 * its partition key (site/<name>), sorting after its authors and pages.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng } from './random.js';
import type { SampleTable } from './types.js';
import { BOOL, isoFromEpoch, L, N, S, SS, pad } from './values.js';
import { ADJECTIVES, FIRST_NAMES, NOUNS } from './words.js';

const SITES: ReadonlyArray<[string, number, number]> = [
  ['engineering', 4, 36],
  ['handbook', 2, 12],
  ['status', 1, 3],
];

function items(): Item[] {
  const rng = createRng(1010);
  const out: Item[] = [];
  for (const [site, authorCount, pageCount] of SITES) {
    const pk = S(`site/${site}`);
    out.push({
      site: pk,
      path: pk,
      __typename: S('Site'),
      title: S(`${site} pages`),
      public: BOOL(site !== 'handbook'),
    });
    const authors = rng.sample(FIRST_NAMES, authorCount);
    for (const author of authors) {
      out.push({
        site: pk,
        path: S(`author/${author}`),
        __typename: S('Author'),
        displayName: S(author),
        bio: S(`Writes about ${rng.pick(NOUNS)}s.`),
      });
    }
    let when = 1_704_067_200;
    for (let p = 0; p < pageCount; p++) {
      when += rng.int(86_400, 20 * 86_400);
      const day = isoFromEpoch(when).slice(0, 10).replace(/-/g, '/');
      const slug = `${rng.pick(ADJECTIVES)}-${rng.pick(NOUNS)}-${pad(p, 2)}`;
      out.push({
        site: pk,
        path: S(`page/${day}/${slug}`),
        __typename: S('Page'),
        title: S(slug.replace(/-/g, ' ')),
        author: S(rng.pick(authors)),
        words: N(rng.int(200, 3000)),
        keywords: SS(rng.sample(['dynamodb', 'design', 'release', 'incident', 'howto'], rng.int(1, 3))),
        revisions: L([S(isoFromEpoch(when)), S(isoFromEpoch(when + rng.int(600, 90_000)))]),
      });
    }
  }
  return out;
}

export const cmsContent: SampleTable = {
  definition: {
    TableName: 'cms-content',
    KeySchema: [
      { AttributeName: 'site', KeyType: 'HASH' },
      { AttributeName: 'path', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'site', AttributeType: 'S' },
      { AttributeName: 'path', AttributeType: 'S' },
    ],
  },
  description: 'CMS sites, authors and pages: "/" in keys, __typename on every item, the site item sorting last',
  items,
  patterns: [
    {
      description: 'A site with its authors and pages; begins_with(path, "page/2024/") reads one year',
      partitionKeyValue: S('site/engineering'),
      expectedParentSortKey: S('site/engineering'),
      expectedEntityTypes: ['Author', 'Page', 'Site'],
    },
    {
      description: 'A site with one author and a few pages',
      partitionKeyValue: S('site/status'),
      expectedParentSortKey: S('site/status'),
      expectedEntityTypes: ['Author', 'Page', 'Site'],
    },
  ],
};

/** What a link carries: the connection, the whole read (forms and tools), and nothing left over. */
import { describe, expect, test } from 'vitest';
import type { ConnectionInfo } from '../../../shared/api.js';
import { emptyDraft, type QueryDraft } from '../../../renderer/model/query/query-draft.js';
import { findLinkConnection, linkConnectionOf } from '../../../renderer/routing/link-connection.js';
import { formatRoute, parseRoute } from '../../../renderer/routing/query-route.js';
import {
  DEFAULT_FAN_OUT,
  DEFAULT_PARTITIONS,
  formatToolRoute,
  parseToolRoute,
} from '../../../renderer/routing/tool-route.js';
import { describeRoute, parseAny } from '../../../renderer/routing/any-route.js';

const draft = (d: Partial<QueryDraft>): QueryDraft => ({ ...emptyDraft('Orders'), ...d });
const endpoint: ConnectionInfo = {
  id: 'endpoint:3',
  kind: 'endpoint',
  name: 'local',
  region: 'eu-west-1',
  endpoint: 'http://127.0.0.1:8000',
};
const sandbox: ConnectionInfo = {
  id: 'sandbox',
  kind: 'sandbox',
  name: 'Local sandbox',
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:41234',
};

describe('leftover sort-key values', () => {
  test('a condition changed to none leaves sk and sk2 out of the address', () => {
    const hash = formatRoute(draft({ pk: 'ORG#a', skOp: '', sk: 'USER#', sk2: 'USER#z' }));
    expect(hash).toBe('#/query?table=Orders&pk=ORG%23a');
  });

  test('a condition changed from between to = keeps sk and drops sk2', () => {
    const hash = formatRoute(draft({ pk: 'ORG#a', skOp: '=', sk: 'USER#b', sk2: 'USER#z' }));
    expect(new URLSearchParams(hash.split('?')[1]).getAll('sk2')).toEqual([]);
    expect(parseRoute(hash)?.draft).toMatchObject({ skOp: '=', sk: 'USER#b', sk2: '' });
  });

  test('GetItem keeps its sort key value, which has no condition', () => {
    expect(formatRoute(draft({ operation: 'get', pk: 'a', sk: 'b' }))).toBe('#/get?table=Orders&pk=a&sk=b');
  });
});

describe('the connection in a link', () => {
  test('an endpoint travels with its URL and region; the sandbox by id only', () => {
    const hash = formatRoute(draft({ pk: 'x' }), linkConnectionOf(endpoint));
    expect(parseRoute(hash)?.connection).toEqual({
      id: 'endpoint:3',
      endpoint: 'http://127.0.0.1:8000',
      region: 'eu-west-1',
    });
    expect(parseRoute(hash)?.ignored).toEqual([]);
    expect(parseRoute(formatRoute(draft({ pk: 'x' }), linkConnectionOf(sandbox)))?.connection).toEqual({
      id: 'sandbox',
    });
  });

  test('a link finds its endpoint by URL and region when its id is another here', () => {
    const moved = { ...endpoint, id: 'endpoint:9' };
    expect(
      findLinkConnection({ id: 'endpoint:3', endpoint: 'http://127.0.0.1:8000', region: 'eu-west-1' }, [
        sandbox,
        moved,
      ]),
    ).toEqual({ ok: true, id: 'endpoint:9' });
  });

  test("an id that now names another endpoint is not taken for the link's", () => {
    const other = { ...endpoint, endpoint: 'http://127.0.0.1:9999' };
    const r = findLinkConnection({ id: 'endpoint:3', endpoint: 'http://127.0.0.1:8000', region: 'eu-west-1' }, [
      sandbox,
      other,
    ]);
    expect(r).toEqual({
      ok: false,
      message:
        'The link was made on the endpoint http://127.0.0.1:8000 (eu-west-1), which this app does not know. Add it with "Add endpoint", then open the link again.',
      addEndpoint: { endpoint: 'http://127.0.0.1:8000', region: 'eu-west-1', signWith: 'local-key' },
    });
  });

  test('an endpoint link says how it was signed, and a connection to the same URL signed otherwise is not taken for it', () => {
    const ownKey: ConnectionInfo = { ...endpoint, credentialSource: 'access-key' };
    const localKey: ConnectionInfo = { ...endpoint, id: 'endpoint:1', credentialSource: 'local-key' };
    const link = parseRoute(formatRoute(draft({ pk: 'x' }), linkConnectionOf(ownKey)))!.connection!;
    expect(link).toEqual({ id: 'endpoint:3', endpoint: 'http://127.0.0.1:8000', region: 'eu-west-1', signing: 'key' });
    expect(findLinkConnection(link, [sandbox, localKey, ownKey])).toEqual({ ok: true, id: 'endpoint:3' });
    // After a restart the own-key connection is gone, and its id may now name another one.
    for (const known of [
      [sandbox, localKey],
      [sandbox, { ...localKey, id: 'endpoint:3' }],
    ]) {
      const r = findLinkConnection(link, known);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.message).toContain('with an access key of its own');
      expect(r.message).toContain('not kept when the app restarts');
      expect(r.message).not.toContain('deleted');
      expect(r.addEndpoint).toEqual({ endpoint: 'http://127.0.0.1:8000', region: 'eu-west-1', signWith: 'access-key' });
    }
    // An own-key connection added again (under another id) serves the link.
    expect(findLinkConnection(link, [sandbox, localKey, { ...ownKey, id: 'endpoint:7' }])).toEqual({
      ok: true,
      id: 'endpoint:7',
    });
  });

  test('a profile-signed endpoint link names its profile; a link of an older version, without signing, takes any connection to its URL', () => {
    const viaProfile: ConnectionInfo = { ...endpoint, credentialSource: 'profile', profile: 'dev' };
    const link = linkConnectionOf(viaProfile)!;
    expect(link.signing).toBe('profile:dev');
    const r = findLinkConnection(link, [{ ...endpoint, credentialSource: 'local-key' }]);
    expect(r).toMatchObject({
      ok: false,
      message: expect.stringContaining('the AWS profile "dev"'),
      addEndpoint: { signWith: 'profile' },
    });
    expect(
      findLinkConnection({ id: 'endpoint:5', endpoint: 'http://127.0.0.1:8000', region: 'eu-west-1' }, [
        { ...endpoint, credentialSource: 'access-key' },
      ]),
    ).toEqual({ ok: true, id: 'endpoint:3' });
  });

  test('an unknown profile is named', () => {
    expect(findLinkConnection({ id: 'profile:prod' }, [sandbox])).toMatchObject({
      ok: false,
      message: expect.stringContaining('the AWS profile "prod"'),
    });
  });
});

describe('tool reads in the address', () => {
  test('a fan-out round-trips with its shards, sort condition, direction and numbers', () => {
    const form = {
      ...DEFAULT_FAN_OUT,
      draft: {
        index: 'ByShard',
        pattern: 'WS#acme#01..#10',
        sortOp: 'begins_with' as const,
        sortValue: 'PROJ#',
        sortValue2: 'unused',
        newestFirst: true,
      },
      pageSize: '25',
    };
    const hash = formatToolRoute({ tool: 'fan-out', table: 'Workspaces', form }, { id: 'sandbox' });
    const back = parseToolRoute(hash);
    expect(back).toEqual({
      tool: 'fan-out',
      table: 'Workspaces',
      ignored: [],
      connection: { id: 'sandbox' },
      form: { ...form, draft: { ...form.draft, sortValue2: '' } },
    });
  });

  test('several partitions, merged, keep their de-duplication rule and limit', () => {
    const form = {
      ...DEFAULT_PARTITIONS,
      draft: { ...DEFAULT_PARTITIONS.draft, pattern: 'WS#globex, WS#initech' },
      mode: 'merged' as const,
      dedupeBy: 'sort-key' as const,
      limit: '40',
    };
    const back = parseToolRoute(formatToolRoute({ tool: 'partitions', table: 'Workspaces', form }));
    expect(back).toMatchObject({ tool: 'partitions', table: 'Workspaces', form, ignored: [] });
    expect(parseToolRoute('#/partitions?table=T&keys=a&mode=sideways&x=1')?.ignored).toEqual(['mode=sideways', 'x=1']);
  });
});

describe('what a link had that was not used is named as written', () => {
  test('a parameter in the wrong case is named with the one meant, and its value', () => {
    const r = parseRoute('#/query?table=Hubs&pk=hub-1&skOp=between&sk=A&sk2=B');
    expect(r?.ignored).toEqual(['skOp=between (did you mean skop?)']);
  });
  test('a yes/no parameter of another value is named rather than read as no', () => {
    const r = parseRoute('#/query?table=Hubs&pk=hub-1&desc=yes&consistent=0');
    expect(r?.ignored).toEqual(['desc=yes (expected 1 or 0)']);
    expect(r?.draft.desc).toBe(false);
    expect(parseToolRoute('#/fan-out?table=T&keys=a&desc=true')?.ignored).toEqual(['desc=true (expected 1 or 0)']);
  });
  test('a parameter given twice is named once', () => {
    expect(parseRoute('#/scan?table=Hubs&zz=1&zz=2')?.ignored).toEqual(['zz=1']);
  });
});

describe('an address in words (offered again when a page opens on none)', () => {
  test('a read names its operation, table, index and partition key; a tool its name and table', () => {
    expect(describeRoute(parseAny('#/query?table=Orders&index=ByDay&pk=2026-11-23&conn=sandbox')!)).toBe(
      'Query on Orders (index ByDay), partition key 2026-11-23',
    );
    expect(describeRoute(parseAny('#/scan?table=Orders&segments=4')!)).toBe('Scan on Orders');
    expect(describeRoute(parseAny('#/get?table=Orders&pk=a&sk=b')!)).toBe('GetItem on Orders, partition key a');
    expect(describeRoute(parseAny('#/partitions?table=Tags&keys=a%0Ab&mode=merged')!)).toBe(
      'Several partitions on Tags',
    );
    expect(parseAny('#/nothing?table=x')).toBeNull();
  });
});

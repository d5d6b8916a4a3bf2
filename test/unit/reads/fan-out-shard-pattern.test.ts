import { describe, expect, it } from 'vitest';
import { parsePartitionPattern } from '../../../shared/reads/partition-values.js';
import { MAX_SHARDS, parseShardPattern } from '../../../shared/reads/shard-pattern.js';

const keys = (text: string, base?: string) => {
  const r = parseShardPattern(text, base);
  if (!r.ok) throw new Error(r.message);
  return r.keys;
};

describe('shard patterns', () => {
  it('expands a zero-padded range that repeats the delimiter', () => {
    expect(keys('WS#acme#01..#10')).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((n) => `WS#acme#${n}`),
    );
  });

  it('accepts the end written bare, or as the whole key', () => {
    expect(keys('WS#acme#01..10')).toEqual(keys('WS#acme#01..#10'));
    expect(keys('WS#acme#01..WS#acme#10')).toEqual(keys('WS#acme#01..#10'));
  });

  it('does not pad when neither bound has a leading zero', () => {
    expect(keys('#1..#10', 'WS#acme')).toEqual(Array.from({ length: 10 }, (_, i) => `WS#acme#${i + 1}`));
  });

  it('pads to the wider bound when one has a leading zero', () => {
    expect(keys('s008..s011')).toEqual(['s008', 's009', 's010', 's011']);
  });

  it('keeps a suffix after the number, other delimiters, and digits in the prefix', () => {
    expect(keys('T2::1..3::x')).toEqual(['T2::1::x', 'T2::2::x', 'T2::3::x']);
    expect(keys('T2#01..T2#03')).toEqual(['T2#01', 'T2#02', 'T2#03']);
    expect(keys('shard/7..5')).toEqual(['shard/7', 'shard/6', 'shard/5']);
  });

  it('reads a list: one key a line, commas on one line, or a JSON array when keys hold commas', () => {
    expect(keys('tag#music\n tag#book \n\ntag#art')).toEqual(['tag#music', 'tag#book', 'tag#art']);
    expect(keys('tag#music, tag#book,tag#art')).toEqual(['tag#music', 'tag#book', 'tag#art']);
    expect(keys('["a,b", "c"]')).toEqual(['a,b', 'c']);
    expect(keys('music\nbook', 'tag#')).toEqual(['tag#music', 'tag#book']);
  });

  it('drops a key listed twice', () => {
    expect(keys('a\nb\na')).toEqual(['a', 'b']);
  });

  it('says what is wrong, and where', () => {
    const noStart = parseShardPattern('WS#acme#..#10');
    expect(noStart).toMatchObject({ ok: false, position: 8 });
    expect(!noStart.ok && noStart.message).toMatch(/number just before "\.\."/);
    const noEnd = parseShardPattern('WS#acme#01..#x');
    expect(!noEnd.ok && noEnd.message).toMatch(/last shard number after "\.\."/);
    expect(parseShardPattern('  ')).toMatchObject({ ok: false });
    expect(parseShardPattern('a1..3..5')).toMatchObject({ ok: false, message: expect.stringMatching(/one range/) });
    expect(parseShardPattern('["a", 3]')).toMatchObject({ ok: false, message: expect.stringMatching(/entry 2/) });
    expect(parseShardPattern('[oops')).toMatchObject({ ok: false, message: expect.stringMatching(/not valid JSON/) });
  });

  it('refuses a range too large to be meant', () => {
    const r = parseShardPattern(`k0..${MAX_SHARDS}`);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(new RegExp(`${MAX_SHARDS + 1} keys`));
  });

  it('types the keys for the partition key: numbers and base64 binary', () => {
    expect(parsePartitionPattern('1..3', 'N', 'shard')).toEqual({
      ok: true,
      values: [{ N: '1' }, { N: '2' }, { N: '3' }],
    });
    expect(parsePartitionPattern('AAE=, AAI=', 'B', 'id')).toEqual({
      ok: true,
      values: [{ B: 'AAE=' }, { B: 'AAI=' }],
    });
    const bad = parsePartitionPattern('1\nx', 'N', 'shard');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toMatch(/key 2 \("x"\) is not a valid N value for "shard"/);
  });
});

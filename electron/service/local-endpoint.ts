/**
 * Whether an endpoint is on this machine or this private network, where a write cannot touch AWS:
 * the one rule that decides "local" (writes on by default, no confirm). A list of AWS's domains
 * would miss a partition (amazonaws.com.cn, api.aws, c2s.ic.gov, sc2s.sgov.gov, amazonaws.eu, and
 * those to come) and a spelling of one (a trailing dot, upper case, `%2E`), so it is the other way
 * round: only what is surely local is local; every other host, known or not, is treated as AWS.
 * The host is taken as WHATWG URL parsing normalises it (case, percent-encoding, IPv4 written as
 * `0x7f.1` or `2130706433`, IPv6 compressed), then its trailing dots are dropped.
 */

/** True only for loopback, private (RFC 1918, IPv6 unique local) and unspecified addresses, and `localhost`. */
export function isLocalEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Other schemes keep their host as written (an opaque host), unnormalised: not trusted as local.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return isLocalHost(url.hostname);
}

/** `host` as URL.hostname gives it: lower case, decoded, IPv6 in brackets. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true; // RFC 6761: always loopback
  if (host.startsWith('[') && host.endsWith(']')) return isLocalV6(host.slice(1, -1));
  const v4 = ipv4(host);
  return v4 !== undefined && isLocalV4(v4);
}

function ipv4(host: string): number[] | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return undefined;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : undefined;
}

function isLocalV4([a, b]: number[]): boolean {
  return (
    a === 127 || // loopback
    a === 10 ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    a === 0 // 0.0.0.0 and its block reach only this machine
  );
}

/** The eight 16-bit groups of an IPv6 address as URL serialises it (lower case, `::` at most once). */
function groups(v6: string): number[] | undefined {
  const [head, tail, ...more] = v6.split('::');
  if (more.length > 0) return undefined;
  const parse = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const all = [...front, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...back];
  return all.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? all : undefined;
}

function isLocalV6(v6: string): boolean {
  const g = groups(v6);
  if (!g) return false;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(7) && (g[7] === 1 || g[7] === 0)) return true; // ::1 loopback, :: unspecified
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  // ::ffff:a.b.c.d, an IPv4 address in IPv6 form: as local as the IPv4 address.
  if (zeroTo(5) && g[5] === 0xffff) return isLocalV4([g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff]);
  return false;
}

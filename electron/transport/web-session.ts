/**
 * Web mode's two credentials. API clients send the per-run token as `Authorization: Bearer`; a
 * browser trades the printed `?token=` link, once, for an HttpOnly SameSite=Strict session cookie,
 * so the token never reaches the page's script, every tab of that browser works, and the link left
 * in the browser's history is dead.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export type LinkOutcome =
  /** First use of the printed link: the cookie to set. */
  | { kind: 'exchanged'; setCookie: string }
  /** The printed link again, from the browser that already holds the session. */
  | { kind: 'already-in' }
  | { kind: 'used' }
  | { kind: 'wrong' };

export type CookieState = 'valid' | 'unknown' | 'absent';

/** A year: the cookie is worth nothing once this server run ends, and a closed browser should not lose it sooner. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export class WebSessions {
  /** Cookies are not kept apart by port, so two servers on one machine each need their own name. */
  readonly cookieName: string;
  private exchanged = false;
  /** Hashes of the session ids handed out, so a memory dump of the map holds no usable cookie. */
  private readonly sessions = new Set<string>();

  constructor(
    readonly token: string,
    port: number,
  ) {
    this.cookieName = `ice_session_${port}`;
  }

  /** Constant-time check of a bearer `Authorization` header. */
  hasBearer(header: string | undefined): boolean {
    const m = /^Bearer\s+(\S+)$/.exec(header ?? '');
    return !!m && sameSecret(m[1]!, this.token);
  }

  /** What the printed link (`?token=` on a page load) does now. */
  useLink(given: string, cookieHeader: string | undefined): LinkOutcome {
    if (!sameSecret(given, this.token)) return { kind: 'wrong' };
    if (this.cookie(cookieHeader) === 'valid') return { kind: 'already-in' };
    if (this.exchanged) return { kind: 'used' };
    this.exchanged = true;
    const id = randomBytes(32).toString('base64url');
    this.sessions.add(digest(id));
    return {
      kind: 'exchanged',
      setCookie: `${this.cookieName}=${id}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${COOKIE_MAX_AGE_S}`,
    };
  }

  cookie(cookieHeader: string | undefined): CookieState {
    const value = readCookie(cookieHeader, this.cookieName);
    if (value === undefined) return 'absent';
    // Hashing first makes the look-up independent of how much of a guess matches.
    return this.sessions.has(digest(value)) ? 'valid' : 'unknown';
  }
}

function sameSecret(given: string, want: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(want);
  return a.length === b.length && timingSafeEqual(a, b);
}

const digest = (s: string) => createHash('sha256').update(s).digest('base64');

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * One loopback HTTP server playing every AWS endpoint a credential provider calls (STS AssumeRole
 * and AssumeRoleWithWebIdentity, the SSO portal's GetRoleCredentials, SSO OIDC's CreateToken) and
 * DynamoDB itself. Each refuses in the most revealing way AWS could: quoting back the signed
 * request, the bearer token, the client secret, and a marker of its own. Point the SDK at it with
 * AWS_ENDPOINT_URL_STS / _SSO / _SSO_OIDC / _DYNAMODB.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/** Marker secrets: each planted somewhere a secret can be, then looked for in every answer. */
export class Markers {
  readonly planted = new Map<string, string>();

  /** A fresh marker in the shape `make` gives it; `label` says where it was planted. */
  plant(label: string, make: (tag: string) => string): string {
    const value = make(randomBytes(6).toString('hex').toUpperCase());
    this.planted.set(value, label);
    return value;
  }

  /** Something secret that arrived at a fake server (a signature the SDK computed): found later is a leak too. */
  adopt(label: string, value: string): void {
    if (value && !this.planted.has(value)) {
      this.planted.set(value, label);
      this.adopted++;
    }
  }

  /** How many of the planted markers were adopted from requests rather than planted up front. */
  adopted = 0;

  /** Every planted marker in `text`, with where it was planted. */
  findIn(text: string): Array<{ label: string; value: string }> {
    const found: Array<{ label: string; value: string }> = [];
    for (const [value, label] of this.planted) {
      let at = text.indexOf(value);
      while (at >= 0) {
        found.push({ label, value });
        at = text.indexOf(value, at + value.length);
      }
    }
    return found;
  }
}

/** Shapes real secrets have, so the shape-based redaction is tested on what it will meet. */
export const shapes = {
  accessKeyId: (prefix: 'AKIA' | 'ASIA') => (tag: string) => `${prefix}${tag}${'Q7'.repeat(2)}`.slice(0, 20),
  secret: (tag: string) => `wJalr/${tag}/K7MDENG+bPxRfiCYzEXAMPLEKEY`.slice(0, 40),
  sessionToken: (tag: string) => `IQoJb3JpZ2luX2VjE${tag}${randomBytes(120).toString('base64')}`,
  jwt: (tag: string) => `eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ${tag}In0.${randomBytes(32).toString('base64url')}`,
  /** Free text: a marker with no secret's shape, which only structural redaction can stop. */
  word: (label: string) => (tag: string) => `${label}-${tag}-marker`,
};

export interface FakeAws {
  url: string;
  hits: { sts: number; webIdentity: number; sso: number; oidc: number; dynamodb: number };
  close(): Promise<void>;
}

export async function startFakeAws(markers: Markers): Promise<FakeAws> {
  const hits = { sts: 0, webIdentity: 0, sso: 0, oidc: 0, dynamodb: 0 };
  const stsWord = markers.plant('STS error text', shapes.word('sts'));
  const ssoWord = markers.plant('SSO portal error text', shapes.word('sso'));
  const oidcWord = markers.plant('SSO OIDC error text', shapes.word('oidc'));

  const server: Server = createServer((req, res) => {
    void body(req).then((text) => {
      const signature = /Signature=([0-9a-f]+)/.exec(req.headers.authorization ?? '')?.[1];
      if (signature) markers.adopt('request signature', signature);
      const canonical = `POST\n/\n\n${Object.entries(req.headers)
        .map(([k, v]) => `${k}:${String(v)}`)
        .join('\n')}\n\n${text}`;
      if (req.headers['x-amz-target']) {
        hits.dynamodb++;
        return send(
          res,
          400,
          'application/x-amz-json-1.0',
          JSON.stringify({
            __type: 'com.amazon.coral.service#InvalidSignatureException',
            message: `The request signature we calculated does not match the signature you provided.\n\nThe Canonical String for this request should have been\n'${canonical}'\n\nAuthorization: ${req.headers.authorization}`,
          }),
          { 'x-amzn-ErrorType': 'InvalidSignatureException:' },
        );
      }
      const form = new URLSearchParams(text);
      if (form.get('Action') === 'AssumeRole') {
        hits.sts++;
        return send(
          res,
          403,
          'text/xml',
          stsError(
            'SignatureDoesNotMatch',
            `The request signature we calculated does not match the signature you provided (${stsWord}). The Canonical String for this request should have been '${canonical}' Authorization: ${req.headers.authorization}`,
          ),
        );
      }
      if (form.get('Action') === 'AssumeRoleWithWebIdentity') {
        hits.webIdentity++;
        return send(
          res,
          400,
          'text/xml',
          stsError(
            'InvalidIdentityToken',
            `The web identity token that was passed could not be validated by AWS (${stsWord}): ${form.get('WebIdentityToken')}`,
          ),
        );
      }
      if (req.url?.startsWith('/federation/credentials')) {
        hits.sso++;
        return send(
          res,
          401,
          'application/json',
          JSON.stringify({
            message: `Session token not found or invalid (${ssoWord}): Bearer ${req.headers['x-amz-sso_bearer_token']}`,
          }),
          { 'x-amzn-ErrorType': 'UnauthorizedException' },
        );
      }
      if (req.url === '/token') {
        hits.oidc++;
        return send(
          res,
          400,
          'application/json',
          JSON.stringify({ error: 'invalid_grant', error_description: `Refresh failed (${oidcWord}) for ${text}` }),
          { 'x-amzn-ErrorType': 'InvalidGrantException' },
        );
      }
      send(res, 404, 'text/plain', `no fake for ${req.method} ${req.url}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function stsError(code: string, message: string): string {
  const escaped = message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${escaped}</Message></Error><RequestId>req-1</RequestId></ErrorResponse>`;
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (d) => {
      text += d;
    });
    req.on('end', () => resolve(text));
  });
}

function send(
  res: import('node:http').ServerResponse,
  status: number,
  type: string,
  text: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Type': type, 'x-amzn-RequestId': 'req-1', ...headers });
  res.end(text);
}

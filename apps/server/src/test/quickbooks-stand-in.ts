import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Intuit (no network here): the OAuth 2.0 token and revoke endpoints and the Accounting API's
 * Customer, Invoice, Payment and CompanyInfo, at Intuit's paths, with the behaviour the sync relies on — Basic client
 * auth, authorization codes, refresh token rotation, bearer access tokens (401 when unknown), `requestid` replays,
 * SyncToken checks on sparse updates (Stale Object Error), a ValidationFault for a duplicate DisplayName or an unknown
 * reference, void operations — and injected failures.
 */

export interface StandInEntity {
  Id: string;
  SyncToken: string;
  [field: string]: unknown;
}

export interface StandInWrite {
  entity: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** The raw JSON as sent: money must arrive as numbers with exact digits. */
  raw: string;
  replayed: boolean;
}

type Kind = 'customer' | 'invoice' | 'payment';
const ENTITY_KEYS: Record<Kind, string> = { customer: 'Customer', invoice: 'Invoice', payment: 'Payment' };

export interface QuickBooksStandIn {
  server: Server;
  url: string;
  clientId: string;
  clientSecret: string;
  /** The code Intuit's consent page would hand back for realm REALM_ID. */
  goodCode: string;
  realmId: string;
  companyName: string;
  entities: Record<Kind, Map<string, StandInEntity>>;
  writes: StandInWrite[];
  grants: { grantType: string; refreshToken?: string }[];
  revoked: string[];
  /** Every access token stops working (they expired): the next call gets 401. */
  expireAccessTokens(): void;
  /** The next `times` calls whose path matches answer `status` with `body`. */
  failNext(match: RegExp, status: number, body: unknown, times?: number): void;
  close(): Promise<void>;
}

const fault = (message: string, detail: string, code: string) => ({ Fault: { Error: [{ Message: message, Detail: detail, code }], type: 'ValidationFault' }, time: new Date().toISOString() });

export async function startQuickBooksStandIn(): Promise<QuickBooksStandIn> {
  const clientId = 'ABqbStandInClientId';
  const clientSecret = 'qb-stand-in-secret';
  const realmId = '9130351234567890';
  const companyName = 'Green Acres Books LLC';
  const goodCode = 'AB11-authorization-code';
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const entities: Record<Kind, Map<string, StandInEntity>> = { customer: new Map(), invoice: new Map(), payment: new Map() };
  const replies = new Map<string, { status: number; body: unknown }>();
  const writes: StandInWrite[] = [];
  const grants: { grantType: string; refreshToken?: string }[] = [];
  const revoked: string[] = [];
  const failures: { match: RegExp; status: number; body: unknown; times: number }[] = [];
  let nextId = 100;

  const issue = () => {
    const access = `eyJ-access-${randomBytes(12).toString('hex')}`;
    const refresh = `AB11-refresh-${randomBytes(12).toString('hex')}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return { token_type: 'bearer', access_token: access, refresh_token: refresh, expires_in: 3600, x_refresh_token_expires_in: 8_726_400 };
  };

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', intuit_tid: randomBytes(8).toString('hex') });
    response.end(JSON.stringify(body));
  }

  const basicOk = (request: IncomingMessage) => request.headers.authorization === `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

  function validate(kind: Kind, body: Record<string, unknown>, id: string | undefined): ReturnType<typeof fault> | null {
    if (kind === 'customer') {
      const name = String(body.DisplayName ?? '');
      if (!name && !id) return fault('Required param missing, need to supply the required value for the API', 'Required parameter DisplayName is missing in the request', '2020');
      for (const existing of entities.customer.values()) {
        if (existing.Id !== id && name && existing.DisplayName === name) return fault('Duplicate Name Exists Error', `The name supplied already exists. : Id=${existing.Id}`, '6240');
      }
    }
    const customerRef = (body.CustomerRef as { value?: string } | undefined)?.value;
    if ((kind === 'invoice' || kind === 'payment') && !id && (!customerRef || !entities.customer.has(customerRef))) {
      return fault('Invalid Reference Id', `Invalid Reference Id : Customer ${customerRef ?? ''} does not exist`, '2500');
    }
    if (kind === 'payment') {
      for (const line of (body.Line as { LinkedTxn?: { TxnId: string }[] }[] | undefined) ?? []) {
        for (const linked of line.LinkedTxn ?? []) {
          if (!entities.invoice.has(linked.TxnId)) return fault('Invalid Reference Id', `Invoice ${linked.TxnId} does not exist`, '2500');
        }
      }
    }
    return null;
  }

  function write(kind: Kind, query: URLSearchParams, body: Record<string, unknown>): { status: number; body: unknown } {
    const id = typeof body.Id === 'string' ? body.Id : undefined;
    const problem = validate(kind, body, id);
    if (problem) return { status: 400, body: problem };
    const key = ENTITY_KEYS[kind];
    if (!id) {
      nextId += 1;
      const entity: StandInEntity = { ...body, Id: String(nextId), SyncToken: '0' };
      entities[kind].set(entity.Id, entity);
      return { status: 200, body: { [key]: entity, time: new Date().toISOString() } };
    }
    const existing = entities[kind].get(id);
    if (!existing) return { status: 400, body: fault('Object Not Found', `Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.`, '610') };
    if (existing.SyncToken !== body.SyncToken) {
      return { status: 400, body: fault('Stale Object Error', `Stale Object Error : You and ${'someone else'} were working on this at the same time.`, '5010') };
    }
    const voiding = query.get('operation') === 'void' || query.get('include') === 'void';
    const { sparse: _sparse, ...fields } = body;
    const updated: StandInEntity = { ...existing, ...(voiding ? { voided: true } : fields), Id: id, SyncToken: String(Number(existing.SyncToken) + 1) };
    entities[kind].set(id, updated);
    return { status: 200, body: { [key]: updated, time: new Date().toISOString() } };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const injected = failures.find((failure) => failure.match.test(url.pathname) && failure.times > 0);
      if (injected) {
        injected.times -= 1;
        return send(response, injected.status, injected.body);
      }
      if (url.pathname === '/oauth2/v1/tokens/bearer' && request.method === 'POST') {
        if (!basicOk(request)) return send(response, 401, { error: 'invalid_client' });
        const form = new URLSearchParams(raw);
        const grantType = form.get('grant_type') ?? '';
        grants.push({ grantType, refreshToken: form.get('refresh_token') ?? undefined });
        if (grantType === 'authorization_code' && form.get('code') === goodCode && form.get('redirect_uri')) return send(response, 200, issue());
        if (grantType === 'refresh_token' && refreshTokens.delete(form.get('refresh_token') ?? '')) return send(response, 200, issue());
        return send(response, 400, { error: 'invalid_grant' });
      }
      if (url.pathname === '/v2/oauth2/tokens/revoke' && request.method === 'POST') {
        if (!basicOk(request)) return send(response, 401, { error: 'invalid_client' });
        const token = String((JSON.parse(raw || '{}') as { token?: string }).token ?? '');
        revoked.push(token);
        refreshTokens.delete(token);
        return send(response, 200, {});
      }
      const match = /^\/v3\/company\/(\d+)\/([a-z]+)(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match) return send(response, 404, { error: 'no such path' });
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !accessTokens.has(bearer)) {
        return send(response, 401, { fault: { error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', detail: 'Token expired', code: '3200' }], type: 'AUTHENTICATION' } });
      }
      const [, realm, entity, id] = match;
      if (realm !== realmId) return send(response, 403, { Fault: { Error: [{ Message: 'AuthorizationFailure', Detail: 'Wrong realm', code: '003100' }], type: 'AuthorizationFault' } });
      if (entity === 'companyinfo') return send(response, 200, { CompanyInfo: { Id: '1', CompanyName: companyName, SyncToken: '4' } });
      if (!(entity! in ENTITY_KEYS)) return send(response, 400, fault('Unsupported Operation', `Operation on ${entity} is not supported`, '500'));
      const kind = entity as Kind;
      if (request.method === 'GET' && id) {
        const found = entities[kind].get(id);
        return found ? send(response, 200, { [ENTITY_KEYS[kind]]: found }) : send(response, 400, fault('Object Not Found', 'Object Not Found', '610'));
      }
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const requestId = url.searchParams.get('requestid');
      const earlier = requestId ? replies.get(requestId) : undefined;
      writes.push({ entity: kind, query: url.searchParams, body, raw, replayed: Boolean(earlier) });
      const reply = earlier ?? write(kind, url.searchParams, body);
      if (requestId && !earlier) replies.set(requestId, reply);
      return send(response, reply.status, reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    goodCode,
    realmId,
    companyName,
    entities,
    writes,
    grants,
    revoked,
    expireAccessTokens: () => accessTokens.clear(),
    failNext(match, status, body, times = 1) {
      failures.push({ match, status, body, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

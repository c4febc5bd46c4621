import { quickBooksFaultMessage, quickBooksJson, type QuickBooksRecordType } from '@groundwork/domain/quickbooks';
import type { QuickBooksConfig } from '../../config';

/*
 * Intuit's QuickBooks Online API behind one interface (ARCHITECTURE §9: one real implementation, off unless configured,
 * tested against a local stand-in). Built from Intuit's documentation: OAuth 2.0 authorization code flow
 * (developer.intuit.com › Authentication and authorization › OAuth 2.0) and the Accounting API v3 entities Customer,
 * Invoice and Payment.
 */

/** The scope Groundwork asks for: the accounting API, nothing about the admin's identity. */
export const QUICKBOOKS_SCOPE = 'com.intuit.quickbooks.accounting';
/** Intuit's current base minor version of the Accounting API (older ones are retired). */
export const QUICKBOOKS_MINOR_VERSION = '75';
const TIMEOUT_MS = 30_000;

export interface QuickBooksTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt: Date | null;
}

/** Who a call is made as: the connected QuickBooks company and a live access token. */
export interface QuickBooksAuth {
  realmId: string;
  accessToken: string;
}

/** A QuickBooks entity as written or read: its Id and the SyncToken the next update must name. */
export interface QuickBooksEntity {
  Id: string;
  SyncToken: string;
}

/** QuickBooks refused the request with a Fault (a validation error, a stale SyncToken…): trying again will not help. */
export class QuickBooksFault extends Error {
  override name = 'QuickBooksFault';
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The access token was refused (401): refresh it and try once more. */
export class QuickBooksUnauthorized extends Error {
  override name = 'QuickBooksUnauthorized';
}

/** Intuit's token endpoint refused the code or the refresh token (invalid_grant): an admin must connect again. */
export class QuickBooksGrantRefused extends Error {
  override name = 'QuickBooksGrantRefused';
}

/** No answer, a timeout, a 429 or a 5xx: the same request (with the same requestid) may be tried again later. */
export class QuickBooksUnavailable extends Error {
  override name = 'QuickBooksUnavailable';
}

/** Stale Object Error: the SyncToken named is not the latest (someone changed the record in QuickBooks). */
export const STALE_OBJECT_FAULT_CODE = '5010';

export interface QuickBooksApi {
  /** Intuit's consent page for our app; `state` comes back to the callback unchanged. */
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<QuickBooksTokens>;
  /** A new access token; Intuit may rotate the refresh token, so the one answered replaces the one kept. */
  refresh(refreshToken: string): Promise<QuickBooksTokens>;
  /** Revokes the grant (the refresh token and its access tokens); false when Intuit did not confirm it. */
  revoke(token: string): Promise<boolean>;
  companyName(auth: QuickBooksAuth): Promise<string>;
  /**
   * Creates (no Id in the body), sparse-updates (Id + SyncToken + sparse) or voids (`voiding`: an invoice with
   * operation=void, a payment with operation=update&include=void, as Intuit documents each) a record.
   * `requestId` is Intuit's idempotency key: a repeat of it gets the first answer instead of a second record.
   */
  write(auth: QuickBooksAuth, type: QuickBooksRecordType, body: object, options: { requestId: string; voiding?: boolean }): Promise<QuickBooksEntity>;
  read(auth: QuickBooksAuth, type: QuickBooksRecordType, id: string): Promise<QuickBooksEntity>;
}

/** Intuit's entity names: the path segment is lower case, the answer's key capitalised. */
const ENTITY_KEYS: Record<QuickBooksRecordType, string> = { customer: 'Customer', invoice: 'Invoice', payment: 'Payment' };

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new QuickBooksUnavailable(`QuickBooks did not answer (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function tokensOf(body: unknown): QuickBooksTokens {
  const answer = body as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown; x_refresh_token_expires_in?: unknown } | null;
  if (typeof answer?.access_token !== 'string' || typeof answer.refresh_token !== 'string') {
    throw new QuickBooksUnavailable('QuickBooks answered the token request without tokens');
  }
  const now = Date.now();
  const seconds = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    accessTokenExpiresAt: new Date(now + seconds(answer.expires_in, 3_600) * 1_000),
    refreshTokenExpiresAt: typeof answer.x_refresh_token_expires_in === 'number' ? new Date(now + seconds(answer.x_refresh_token_expires_in, 0) * 1_000) : null,
  };
}

/** An answer from the Accounting API, or the error it stands for. */
async function answerOf(response: Response): Promise<unknown> {
  const body = await jsonOf(response);
  if (response.ok) return body;
  if (response.status === 401) throw new QuickBooksUnauthorized('QuickBooks refused the access token');
  if (response.status === 429 || response.status >= 500) throw new QuickBooksUnavailable(`QuickBooks answered ${response.status}`);
  const fault = quickBooksFaultMessage(body);
  throw new QuickBooksFault(fault?.message ?? `QuickBooks refused the request (${response.status})`, fault?.code ?? '', response.status);
}

export function intuitQuickBooksApi(config: QuickBooksConfig): QuickBooksApi {
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

  async function tokenRequest(form: Record<string, string>): Promise<QuickBooksTokens> {
    const response = await send(config.tokenUrl, {
      method: 'POST',
      headers: { authorization: basic, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    const body = await jsonOf(response);
    if (response.ok) return tokensOf(body);
    if (response.status === 429 || response.status >= 500) throw new QuickBooksUnavailable(`QuickBooks answered ${response.status} to the token request`);
    const error = (body as { error?: unknown } | null)?.error;
    throw new QuickBooksGrantRefused(`QuickBooks refused the token request (${typeof error === 'string' ? error : response.status})`);
  }

  const companyUrl = (auth: QuickBooksAuth, path: string, query: Record<string, string> = {}) =>
    `${config.apiBase}/v3/company/${encodeURIComponent(auth.realmId)}/${path}?${new URLSearchParams({ minorversion: QUICKBOOKS_MINOR_VERSION, ...query }).toString()}`;
  const apiHeaders = (auth: QuickBooksAuth) => ({ authorization: `Bearer ${auth.accessToken}`, accept: 'application/json' });

  function entityOf(body: unknown, type: QuickBooksRecordType): QuickBooksEntity {
    const entity = (body as Record<string, { Id?: unknown; SyncToken?: unknown }> | null)?.[ENTITY_KEYS[type]];
    if (typeof entity?.Id !== 'string' || typeof entity.SyncToken !== 'string') throw new QuickBooksUnavailable(`QuickBooks answered without the ${type}`);
    return { Id: entity.Id, SyncToken: entity.SyncToken };
  }

  return {
    authorizeUrl(state, redirectUri) {
      const query = new URLSearchParams({ client_id: config.clientId, response_type: 'code', scope: QUICKBOOKS_SCOPE, redirect_uri: redirectUri, state });
      return `${config.authorizeUrl}?${query.toString()}`;
    },
    exchangeCode(code, redirectUri) {
      return tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    },
    refresh(refreshToken) {
      return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },
    async revoke(token) {
      const response = await send(config.revokeUrl, {
        method: 'POST',
        headers: { authorization: basic, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      await response.body?.cancel();
      return response.ok;
    },
    async companyName(auth) {
      const response = await send(companyUrl(auth, `companyinfo/${encodeURIComponent(auth.realmId)}`), { headers: apiHeaders(auth) });
      const body = (await answerOf(response)) as { CompanyInfo?: { CompanyName?: unknown } } | null;
      return typeof body?.CompanyInfo?.CompanyName === 'string' ? body.CompanyInfo.CompanyName : '';
    },
    async write(auth, type, body, { requestId, voiding = false }) {
      const operation: Record<string, string> = !voiding ? {} : type === 'payment' ? { operation: 'update', include: 'void' } : { operation: 'void' };
      const response = await send(companyUrl(auth, type, { requestid: requestId, ...operation }), {
        method: 'POST',
        headers: { ...apiHeaders(auth), 'content-type': 'application/json' },
        body: quickBooksJson(body),
      });
      return entityOf(await answerOf(response), type);
    },
    async read(auth, type, id) {
      const response = await send(companyUrl(auth, `${type}/${encodeURIComponent(id)}`), { headers: apiHeaders(auth) });
      return entityOf(await answerOf(response), type);
    },
  };
}

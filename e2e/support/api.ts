/**
 * Calls to the real HTTP API from outside the browser: what another device, an admin or an operator
 * would do while the page is open.
 */
import type { OutboxMessage } from '@groundwork/domain/outbox';
import { type Account, owner } from './accounts';
import { baseUrl } from './browser';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { success: boolean; data?: T; message?: string; code?: string } & Record<string, unknown>;
}

export async function api<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}/api/v2${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: ApiAnswer<T>['body'];
  try {
    body = JSON.parse(text) as ApiAnswer<T>['body'];
  } catch {
    throw new Error(`${method} /api/v2${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body };
}

/** Signs in through POST /authentication_tokens/create and returns the session token. */
export async function signInViaApi(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const answer = await api<{ token: string }>('POST', '/authentication_tokens/create', {
    body: { email: account.email, password: account.password },
  });
  const token = answer.body.data?.token;
  if (answer.status !== 200 || !token) {
    throw new Error(`API sign-in as ${account.email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return token;
}

/** Accepts the terms for an account (PUT /users/accept_terms with a token from sign-in), then ends that session. */
export async function acceptTermsViaApi(account: Account): Promise<void> {
  const token = await signInViaApi(account);
  const answer = await api('PUT', '/users/accept_terms', { token });
  if (answer.status !== 200) throw new Error(`accept_terms for ${account.email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  await api('POST', '/auth/logout', { token });
}

/** Revokes a session as a sign-out on another tab or device would. */
export async function revokeSession(token: string): Promise<void> {
  const answer = await api('POST', '/auth/logout', { token });
  if (answer.status !== 200) throw new Error(`logout failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** A company's outbox, newest first, read as its owner (an admin) through GET /outbox_messages. */
export async function outboxMessages(limit = 50, admin: Account = owner): Promise<OutboxMessage[]> {
  const token = await signInViaApi(admin);
  try {
    const answer = await api<{ messages: OutboxMessage[] }>('GET', `/outbox_messages?page=1&limit=${limit}`, { token });
    if (answer.status !== 200 || !answer.body.data) {
      throw new Error(`GET /outbox_messages failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data.messages;
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

/**
 * Waits for an e-mail to `email` newer than `since` carrying a link to `path` (/reset-password, /confirm-email) and
 * returns the link's path and query (`/reset-password?token=…`).
 */
export async function linkFromOutbox(email: string, since: Date, path: '/reset-password' | '/confirm-email'): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path}\\?token=[^\\s"'<>]+`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const message = (await outboxMessages()).find(
      (candidate) =>
        candidate.to.toLowerCase().includes(email.toLowerCase()) &&
        new Date(candidate.createdAt).getTime() >= since.getTime() - 2_000 &&
        pattern.test(candidate.text),
    );
    const link = message?.text.match(pattern)?.[0];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 300));
  }
  throw new Error(`no e-mail with a ${path}?token= link reached the outbox for ${email}`);
}

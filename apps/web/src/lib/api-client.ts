import { API_BASE_PATH, API_TIMEOUT_MS } from '@groundwork/domain/shared';
import { clearTokenAndUser, getToken } from './storage';

/** SPEC.md §8: the messages used when a failure carries none of its own. */
export const fallbackMessages = {
  /** The server answered with an error but said nothing usable. */
  response: 'Something went wrong',
  /** Something broke on our side of the wire (a bug, an unreadable answer). */
  unexpected: 'An unexpected error occurred',
  /** No answer at all: offline, the server is down, or the 10 s timeout passed. */
  network: 'Request failed',
} as const;

export type FieldErrors = Record<string, string[]>;

/** Every failed call ends as one of these: `{ message, code, details }` (SPEC.md §8). */
export class ApiError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;
  /** HTTP status, or null when no answer came back. */
  readonly status: number | null;
  /** Every message the server listed, for screens that show them all. */
  readonly errors: string[];
  /** False when the message is one of our fallbacks, so a screen may prefer its own wording. */
  readonly fromServer: boolean;

  constructor(init: {
    message: string;
    code: string;
    details?: Record<string, unknown>;
    status: number | null;
    errors?: string[];
    fromServer?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.details = init.details ?? {};
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.fromServer = init.fromServer ?? false;
  }

  /** Per-field messages of a 400/409 answer: `{ email: ['This email is already in use'] }`. */
  get fieldErrors(): FieldErrors {
    const fieldErrors = this.details.fieldErrors;
    return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as FieldErrors) : {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the user about a failure: the server's own message when it sent one, else `fallback`. */
export function serverMessageOr<F extends string | undefined>(error: unknown, fallback: F): string | F {
  return isApiError(error) && error.fromServer ? error.message : fallback;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = fallbackMessages.unexpected): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

// ── 401 handling ─────────────────────────────────────────────────────────────────────────────
type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => {};

/**
 * What to do after a 401 has cleared the session. The app sends the user to /login through the
 * router (main.tsx); guarded screens also redirect by themselves once the session is gone.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = () => {};
  };
}

// ── Requests ─────────────────────────────────────────────────────────────────────────────────
export type QueryParams = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Public calls (sign-in, forgot/reset password, legal documents) send no token and never end the session. */
  auth?: boolean;
  timeoutMs?: number;
  /**
   * Sent as the `Idempotency-Key` header of a write: the server answers a retry with the same key as it answered the
   * first, so a submit retried after a lost answer never records anything twice (ARCHITECTURE.md §3, §9).
   */
  idempotencyKey?: string;
};

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}

/** The server's error body → ApiError: message from `message`, `error`, or the first of `errors`. */
function errorFromBody(body: unknown, status: number): ApiError {
  if (!isObject(body)) return new ApiError({ message: fallbackMessages.response, code: `HTTP_${status}`, status });
  const errors = Array.isArray(body.errors) ? body.errors.filter((item): item is string => typeof item === 'string') : [];
  const serverMessage = firstString(body.message, body.error, errors[0]);
  const code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
  const details = isObject(body.details) ? body.details : {};
  return new ApiError({ message: serverMessage ?? fallbackMessages.response, code, details, status, errors, fromServer: serverMessage !== undefined });
}

function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // not JSON (a proxy's HTML error page, for instance)
  }
}

/**
 * One call to /api/v2: bearer token, 10 s timeout, the envelope unwrapped (`data`, or the whole
 * body for message-only answers), and every failure normalised to an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true, timeoutMs = API_TIMEOUT_MS, idempotencyKey } = options;

  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const sent = await send(
    buildUrl(path, query),
    { method, headers, body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body) },
    { auth, timeoutMs, signal },
  );

  let payload: unknown;
  try {
    payload = await readBody(sent.response);
  } catch (cause) {
    throw new ApiError({ message: fallbackMessages.network, code: sent.timedOut() ? 'TIMEOUT' : 'NETWORK_ERROR', status: sent.response.status, details: { cause: String(cause) } });
  } finally {
    sent.done();
  }

  endSessionIfUnauthorized(sent.response, auth);
  if (!sent.response.ok || (isObject(payload) && payload.success === false)) {
    throw errorFromBody(payload, sent.response.status);
  }
  if (payload === undefined) {
    throw new ApiError({ message: fallbackMessages.unexpected, code: 'INVALID_RESPONSE', status: sent.response.status });
  }
  return (isObject(payload) && 'data' in payload ? payload.data : payload) as T;
}

/**
 * A file from /api/v2 (a PDF) as a Blob, with the bearer token unless `auth: false`. Failures end as ApiError
 * exactly like apiRequest's (the server's JSON error body, a 401 ending the session, a timeout).
 */
export async function apiDownload(
  path: string,
  options: { auth?: boolean; timeoutMs?: number; signal?: AbortSignal; query?: QueryParams } = {},
): Promise<Blob> {
  const { auth = true, timeoutMs = API_TIMEOUT_MS, signal, query } = options;
  const sent = await send(buildUrl(path, query), { method: 'GET', headers: { Accept: '*/*' } }, { auth, timeoutMs, signal });
  try {
    if (sent.response.ok) return await sent.response.blob();
    endSessionIfUnauthorized(sent.response, auth);
    throw errorFromBody(await readBody(sent.response).catch(() => undefined), sent.response.status);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw new ApiError({ message: fallbackMessages.network, code: sent.timedOut() ? 'TIMEOUT' : 'NETWORK_ERROR', status: sent.response.status, details: { cause: String(cause) } });
  } finally {
    sent.done();
  }
}

/**
 * fetch with the session's token (unless `auth` is false), a timeout that also covers reading the body (call
 * `done()` once it is read) and the caller's abort signal. A request that never gets an answer ends as ApiError.
 */
async function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
  options: { auth: boolean; timeoutMs: number; signal: AbortSignal | undefined },
): Promise<{ response: Response; timedOut: () => boolean; done: () => void }> {
  const token = options.auth ? getToken() : null;
  const headers = token ? { ...init.headers, Authorization: `Bearer ${token}` } : init.headers;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  const done = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  };
  try {
    const response = await fetch(url, { ...init, headers, signal: controller.signal, credentials: 'same-origin' });
    return { response, timedOut: () => timedOut, done };
  } catch (cause) {
    done();
    const code = timedOut ? 'TIMEOUT' : controller.signal.aborted ? 'ABORTED' : 'NETWORK_ERROR';
    throw new ApiError({ message: fallbackMessages.network, code, status: null, details: { cause: String(cause) } });
  }
}

/** SPEC.md §4: a 401 to a signed-in call clears the token and user and goes to /login. */
function endSessionIfUnauthorized(response: Response, auth: boolean): void {
  if (response.status === 401 && auth) {
    clearTokenAndUser();
    unauthorizedHandler();
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

import { vi } from 'vitest';

/** What a test sees of a request the app made. */
export type RecordedRequest = {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null | undefined;
};

type Reply = Response | Promise<Response>;
export type RouteHandler = (request: RecordedRequest) => Reply;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** `{ success: true, data }` */
export function ok(data: unknown, status = 200): Response {
  return json({ success: true, data }, status);
}

/** The server's error envelope. */
export function fail(status: number, message: string, code: string, fieldErrors?: Record<string, string[]>): Response {
  return json({ success: false, message, errors: [message], code, details: fieldErrors ? { fieldErrors } : {} }, status);
}

/** A reply that never comes until the request is aborted. */
export function hang(request: RecordedRequest): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

/**
 * Replaces the global fetch — the only thing tests fake — with a table of routes keyed
 * 'METHOD /api/v2/path'. Unlisted requests answer 404 so a test fails loudly on a surprise call.
 */
export function mockFetch(routes: Record<string, RouteHandler | Response>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init?.headers),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody instanceof FormData ? rawBody : undefined,
      signal: init?.signal,
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return json({ success: false, message: `No mock for ${method} ${url.pathname}`, errors: [], code: 'NOT_FOUND' }, 404);
    return typeof route === 'function' ? route(request) : route.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests,
    calls: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path),
  };
}

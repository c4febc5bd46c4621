import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aToken, aUser, storeSession } from '@/test/builders';
import { fail, hang, json, mockFetch, ok } from '@/test/fetch-mock';
import { api, ApiError, apiRequest, onUnauthorized } from './api-client';
import { getStoredCompany, getStoredUser, getToken } from './storage';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api-client', () => {
  it('calls /api/v2 with the stored bearer token and unwraps the data envelope', async () => {
    storeSession();
    const server = mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }) });

    const me = await api.get<{ user: { firstName: string } }>('/auth/me');

    expect(me.user.firstName).toBe('Dana');
    const [request] = server.requests;
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${aToken}`);
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('sends JSON bodies and query parameters', async () => {
    const server = mockFetch({ 'POST /api/v2/things': ok({ id: 1 }), 'GET /api/v2/things': ok([]) });

    await api.post('/things', { name: 'Mulch' });
    await api.get('/things', { query: { page: 2, limit: 50, search: undefined } });

    expect(server.requests[0]?.body).toEqual({ name: 'Mulch' });
    expect(server.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(server.requests[1]?.url.search).toBe('?page=2&limit=50');
  });

  it('sends an Idempotency-Key header only when the caller gives one', async () => {
    const server = mockFetch({ 'POST /api/v2/things': ok({ id: 1 }) });

    await api.post('/things', { name: 'Mulch' }, { idempotencyKey: 'key-1' });
    await api.post('/things', { name: 'Mulch' });

    expect(server.requests[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(server.requests[1]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends FormData as multipart, leaving the Content-Type (with its boundary) to the browser', async () => {
    storeSession();
    const server = mockFetch({ 'POST /api/v2/uploads': ok({ saved: true }) });
    const form = new FormData();
    form.set('altText', 'Our logo');

    await api.post('/uploads', form);

    const [request] = server.requests;
    expect(request?.headers.get('Content-Type')).toBeNull();
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${aToken}`);
    expect(request?.body).toBeInstanceOf(FormData);
    expect((request?.body as FormData).get('altText')).toBe('Our logo');
  });

  it('returns the whole body for message-only answers', async () => {
    mockFetch({ 'POST /api/v2/auth/forgot-password': json({ success: true, message: 'Check your inbox', errors: [] }) });
    await expect(api.post('/auth/forgot-password', { email: 'a@b.co' }, { auth: false })).resolves.toEqual({
      success: true,
      message: 'Check your inbox',
      errors: [],
    });
  });

  it('normalises an error envelope to message, code and details', async () => {
    mockFetch({
      'PUT /api/v2/auth/profile': fail(409, 'This email is already in use', 'CONFLICT', { email: ['This email is already in use'] }),
    });

    const error = await failureOf(api.put('/auth/profile', {}));

    expect(error.message).toBe('This email is already in use');
    expect(error.code).toBe('CONFLICT');
    expect(error.status).toBe(409);
    expect(error.fieldErrors).toEqual({ email: ['This email is already in use'] });
    expect(error.fromServer).toBe(true);
  });

  it('takes the message from `error`, then from the first of `errors`', async () => {
    mockFetch({
      'GET /api/v2/a': json({ error: 'Legacy failure' }, 422),
      'GET /api/v2/b': json({ errors: ['First problem', 'Second problem'] }, 400),
    });

    expect((await failureOf(api.get('/a'))).message).toBe('Legacy failure');
    const second = await failureOf(api.get('/b'));
    expect(second.message).toBe('First problem');
    expect(second.errors).toEqual(['First problem', 'Second problem']);
  });

  it("falls back to 'Something went wrong' when the server's error says nothing", async () => {
    mockFetch({
      'GET /api/v2/empty': json({}, 500),
      'GET /api/v2/html': new Response('<html>Bad gateway</html>', { status: 502 }),
    });

    const empty = await failureOf(api.get('/empty'));
    expect(empty.message).toBe('Something went wrong');
    expect(empty.code).toBe('HTTP_500');
    expect(empty.fromServer).toBe(false);
    expect((await failureOf(api.get('/html'))).message).toBe('Something went wrong');
  });

  it("treats `success: false` with a 200 as a failure", async () => {
    mockFetch({ 'GET /api/v2/odd': json({ success: false, message: 'Refused', code: 'BUSINESS_RULE' }) });
    const error = await failureOf(api.get('/odd'));
    expect(error.message).toBe('Refused');
    expect(error.code).toBe('BUSINESS_RULE');
  });

  it("answers 'Request failed' when no response comes back", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failureOf(api.get('/auth/me'));
    expect(error.message).toBe('Request failed');
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBeNull();
  });

  it("answers 'An unexpected error occurred' for a success that is not JSON", async () => {
    mockFetch({ 'GET /api/v2/broken': new Response('not json', { status: 200 }) });
    const error = await failureOf(api.get('/broken'));
    expect(error.message).toBe('An unexpected error occurred');
  });

  it('gives up after 10 seconds', async () => {
    vi.useFakeTimers();
    mockFetch({ 'GET /api/v2/slow': hang });
    let settled = false;
    const request = failureOf(api.get('/slow')).finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await request;
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('Request failed');
  });

  it("aborts when the caller's signal aborts", async () => {
    mockFetch({ 'GET /api/v2/slow': hang });
    const controller = new AbortController();
    const request = failureOf(apiRequest('/slow', { signal: controller.signal }));
    controller.abort();
    expect((await request).code).toBe('ABORTED');
  });

  it('a 401 clears the token and user and hands over to the login redirect', async () => {
    storeSession();
    const redirect = vi.fn();
    const stop = onUnauthorized(redirect);
    mockFetch({ 'GET /api/v2/auth/me': fail(401, 'Your session has ended. Please log in again.', 'UNAUTHENTICATED') });

    const error = await failureOf(api.get('/auth/me'));
    stop();

    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(getStoredCompany()?.name).toBe('Demo Landscaping');
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('a 401 from a public call (wrong password) leaves any session alone and sends no token', async () => {
    storeSession();
    const redirect = vi.fn();
    const stop = onUnauthorized(redirect);
    const server = mockFetch({ 'POST /api/v2/authentication_tokens/create': fail(401, 'Invalid email or password.', 'INVALID_CREDENTIALS') });

    const error = await failureOf(api.post('/authentication_tokens/create', { email: 'a@b.co', password: 'x' }, { auth: false }));
    stop();

    expect(error.message).toBe('Invalid email or password.');
    expect(server.requests[0]?.headers.get('Authorization')).toBeNull();
    expect(getToken()).toBe(aToken);
    expect(redirect).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser } from '@/test/builders';
import { clearSession, getStoredUser, getToken, isWellFormedToken, saveSession, subscribeToSession } from './storage';

describe('storage', () => {
  it('accepts only tokens of three non-empty dot-separated parts', () => {
    expect(isWellFormedToken('a.b.c')).toBe(true);
    expect(isWellFormedToken('eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl')).toBe(true);
    expect(isWellFormedToken('a.b')).toBe(false);
    expect(isWellFormedToken('a.b.c.d')).toBe(false);
    expect(isWellFormedToken('a..c')).toBe(false);
    expect(isWellFormedToken('')).toBe(false);
    expect(isWellFormedToken(null)).toBe(false);
  });

  it('keeps the session under the token, user and company keys and tells listeners', () => {
    const listener = vi.fn();
    const stop = subscribeToSession(listener);

    saveSession({ token: 'a.b.c', user: aUser(), company: aCompany() });
    expect(window.localStorage.getItem('token')).toBe('a.b.c');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').firstName).toBe('Dana');
    expect(JSON.parse(window.localStorage.getItem('company') ?? '{}').name).toBe('Demo Landscaping');

    clearSession();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(window.localStorage.getItem('company')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reads a corrupted stored user as no user', () => {
    window.localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
  });
});

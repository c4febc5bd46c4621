import type { Company, User } from '@groundwork/domain/auth';
import { clearCachedLists } from './list-cache';

/**
 * The browser session: three localStorage keys (SPEC.md §4), and the company's time zone as last read, so a
 * returning user's screens open at once in the right zone while the company information is read again. Everything
 * that reads or writes them goes through here, so the auth provider can follow changes made by the api-client (a 401)
 * or by another tab (logout there signs this tab out too).
 */
export const storageKeys = { token: 'token', user: 'user', company: 'company', companyTimeZone: 'companyTimeZone' } as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(storageKeys) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode); the session then lasts for this page only.
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** A session token is a JWT: exactly three non-empty dot-separated parts (SPEC.md §5). */
export function isWellFormedToken(token: string | null | undefined): token is string {
  if (!token) return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

export function getToken(): string | null {
  return read(storageKeys.token);
}

export function getStoredUser(): User | null {
  return readJson<User>(storageKeys.user);
}

export function getStoredCompany(): Company | null {
  return readJson<Company>(storageKeys.company);
}

/** The time zone last read for `companyId` (null when none was, or it was another company's). */
export function getStoredTimeZone(companyId: string): string | null {
  const stored = readJson<{ companyId?: unknown; timeZone?: unknown }>(storageKeys.companyTimeZone);
  return stored?.companyId === companyId && typeof stored.timeZone === 'string' && stored.timeZone !== '' ? stored.timeZone : null;
}

export function setStoredTimeZone(companyId: string, timeZone: string): void {
  write(storageKeys.companyTimeZone, JSON.stringify({ companyId, timeZone }));
}

export function setToken(token: string): void {
  write(storageKeys.token, token);
  notify();
}

export function setStoredUser(user: User): void {
  write(storageKeys.user, JSON.stringify(user));
  notify();
}

export function setStoredCompany(company: Company): void {
  write(storageKeys.company, JSON.stringify(company));
  notify();
}

export function saveSession(session: { token: string; user: User; company: Company }): void {
  write(storageKeys.token, session.token);
  write(storageKeys.user, JSON.stringify(session.user));
  write(storageKeys.company, JSON.stringify(session.company));
  notify();
}

/** A 401 ends the session: token and user go, the company stays for the next sign-in screen. */
export function clearTokenAndUser(): void {
  write(storageKeys.token, null);
  write(storageKeys.user, null);
  notify();
}

/** Logout and an invalid token clear everything, cached lists included (SPEC.md §4). */
export function clearSession(): void {
  write(storageKeys.token, null);
  write(storageKeys.user, null);
  write(storageKeys.company, null);
  write(storageKeys.companyTimeZone, null);
  void clearCachedLists();
  notify();
}

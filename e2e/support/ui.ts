/** What a person does and sees in the browser, in the words of the web contract. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Account } from './accounts';

/** The path (and query) the page is on now. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page is on `pathname` (query ignored); the error names where it is instead. */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch {
    throw new Error(`expected to be on ${pathname}, but the page is on ${currentPath(page)}`);
  }
}

export function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** A Sonner toast containing `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

export async function visible(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'visible', ...(timeout ? { timeout } : {}) });
}

/** The login form's fields, found by their labels. */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Log in', exact: true }),
  };
}

/**
 * Signs in through /login (going there first unless the page is already on it) and waits until the app has
 * left the login screen. Returns the session token the app stored.
 */
export async function signInViaUi(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await visible(heading(page, 'Log in to Groundwork'));
  const form = loginForm(page);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
  try {
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  } catch {
    const alert = await page.getByRole('alert').allInnerTexts().catch(() => []);
    throw new Error(`signing in as ${account.email} did not leave /login (alerts: ${JSON.stringify(alert)})`);
  }
  return storedToken(page);
}

/** The session token the app keeps in localStorage['token']. */
export async function storedToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token')), { timeout: 5_000 }).toBeTruthy();
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  return token ?? '';
}

export function sidebar(page: Page): Locator {
  return page.locator('[data-sidebar="sidebar"]').first();
}

/** An element showing `text` in the page itself (the sidebar footer repeats names, so it does not count). */
export function outsideSidebar(page: Page, text: string): Locator {
  return page
    .locator(`xpath=//body//*[not(ancestor-or-self::*[@data-sidebar])][text()[contains(., ${JSON.stringify(text)})]]`)
    .first();
}

/** The element carrying data-state="expanded"|"collapsed": the nearest such ancestor of the sidebar. */
export function sidebarWrapper(page: Page): Locator {
  return sidebar(page).locator('xpath=ancestor::*[@data-state][1]');
}

/** The greeting on /dashboard: 'Good morning, Dana' / 'Good afternoon, …' / 'Good evening, …'. */
export function greeting(page: Page, firstName: string): Locator {
  return heading(page, new RegExp(`^Good (morning|afternoon|evening), ${firstName}\\b`));
}

/**
 * Closes every toast and waits until none is on screen. An accessibility check taken while a toast fades in or out
 * sees its half-transparent colours as too little contrast, so screens that just toasted are checked after this.
 * Closing them (their × button, as a person would) spares waiting out their 4–6 s.
 */
export async function dismissToasts(page: Page, timeout = 15_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const toasts = document.querySelectorAll('[data-sonner-toast]');
          for (const close of document.querySelectorAll<HTMLElement>('[data-sonner-toast] [data-close-button]')) close.click();
          return toasts.length;
        }),
      { timeout },
    )
    .toBe(0);
}

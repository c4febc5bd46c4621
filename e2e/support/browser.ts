import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { repoRoot } from './paths';

/** STACK.md gotcha 12: the flags Debian's Chromium needs here, running as root without a display. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = (): string => inject('baseUrl');

/** Playwright gives every launch a fresh temporary --user-data-dir, so no profile state leaks between runs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_FLAGS });
}

interface TrackedPage {
  page: Page;
  problems: string[];
}

/**
 * Registers the hooks of a spec file: one browser for the file, a fresh context (own localStorage and
 * cookies) for every page a test opens. When a test fails, a screenshot of each of its pages lands in
 * .tmp/e2e-screenshots/ and the browser console errors are printed.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let pages: TrackedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      const dir = join(repoRoot, '.tmp', 'e2e-screenshots');
      mkdirSync(dir, { recursive: true });
      const slug = context.task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 80);
      for (const [index, tracked] of pages.entries()) {
        const file = join(dir, `${slug}-${index}.png`);
        await tracked.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        console.error(`[e2e] ${context.task.name}: page ${index} was at ${tracked.page.url()} (screenshot ${file})`);
        if (tracked.problems.length > 0) console.error(`[e2e] browser console:\n  ${tracked.problems.join('\n  ')}`);
      }
    }
    await Promise.all(contexts.map((browserContext) => browserContext.close().catch(() => undefined)));
    contexts = [];
    pages = [];
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    /**
     * A page in a new, empty browser context: signed out, no cookies, desktop width (sidebar expanded by default);
     * `phone: true` emulates a handset (isMobile, hasTouch) at the viewport given.
     */
    async newPage(options: { viewport?: { width: number; height: number }; phone?: boolean } = {}): Promise<Page> {
      if (!browser) throw new Error('useBrowser(): the browser is not launched yet (call newPage inside a test)');
      const browserContext = await browser.newContext({
        baseURL: baseUrl(),
        viewport: options.viewport ?? { width: 1280, height: 800 },
        // A phone: the meta viewport is honoured and touch events exist, as on a crew leader's handset.
        ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
        locale: 'en-US',
        timezoneId: 'America/New_York',
      });
      contexts.push(browserContext);
      browserContext.setDefaultTimeout(10_000);
      browserContext.setDefaultNavigationTimeout(20_000);
      const page = await browserContext.newPage();
      const tracked: TrackedPage = { page, problems: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') tracked.problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => tracked.problems.push(`uncaught: ${error.message}`));
      pages.push(tracked);
      return page;
    },
  };
}

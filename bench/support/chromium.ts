import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (CHROMIUM_PATH), with the flags it needs here as root without a display (as e2e/support/browser.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

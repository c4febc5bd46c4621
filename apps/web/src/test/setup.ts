import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the client book's cache (lib/list-cache.ts) keeps its lists there.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { dropPendingToasts } from '@/components/ui/toaster';
import { clearCachedLists } from '@/lib/list-cache';

// Screens are lazy route modules; the first import of one in a test run takes a moment, and `npm test` runs the
// end-to-end specs beside this suite, so on a busy 2-core machine it can take several seconds (testTimeout is 20 s).
configure({ asyncUtilTimeout: 12_000 });

// jsdom lacks a few browser APIs that Radix and our layout use; these are environment shims, not app logic.
const desktopMatchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Component tests render on a wide desktop (jsdom's default is 1024 px), where every table column is shown;
// tests of narrower screens set window.innerWidth or window.matchMedia themselves, and every test starts from the
// desktop again (a phone test must not leave the rest of its file on a phone).
function desktop() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1600 });
  window.matchMedia = desktopMatchMedia;
}
desktop();
if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverShim });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {};
if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => {};

function clearCookies() {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(async () => {
  desktop();
  // A toast asked for before this test began (a late answer in an earlier test or file) is not this test's.
  dropPendingToasts();
  window.localStorage.clear();
  clearCookies();
  await clearCachedLists();
});

afterEach(() => {
  cleanup();
});

/**
 * Sends the browser to another site (a payment provider's page). One place for it, so a component test can watch
 * where the page was sent (jsdom neither navigates nor lets `window.location` be replaced).
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}

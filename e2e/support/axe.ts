/**
 * Accessibility check with axe-core injected into the page. Serious and critical violations fail the test
 * and are printed rule by rule with the offending elements; lesser ones are printed as a note.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeScript } from './paths';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
}

async function injectAxe(page: Page): Promise<void> {
  const present = () => page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (await present()) return;
  // A <script> tag is the usual way; a strict CSP (script-src 'self') refuses inline scripts, so fall back to
  // evaluating the source through the DevTools protocol, which the page's CSP does not govern.
  await page.addScriptTag({ path: axeScript }).catch(() => undefined);
  if (await present()) return;
  await page.evaluate(readFileSync(axeScript, 'utf8'));
  if (!(await present())) throw new Error('axe-core could not be injected into the page');
}

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `      at ${node.target.join(' ')}\n        ${node.failureSummary.replace(/\n/g, '\n        ')}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Runs axe on the whole document; throws when any serious or critical violation is found. Waits first for
 * finite CSS animations (a dialog fading in) to end: axe would measure the contrast of half-transparent text.
 */
export async function checkAccessibility(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
    }));
  });
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const minor = violations.filter((violation) => !blocking.includes(violation));
  if (minor.length > 0) {
    console.info(`[axe] ${screen}: ${minor.length} minor/moderate finding(s), not failing:\n${describe(minor)}`);
  }
  if (blocking.length > 0) {
    const report = `[axe] ${screen} (${page.url()}): ${blocking.length} serious/critical violation(s):\n${describe(blocking)}`;
    console.error(report);
    throw new Error(report);
  }
}

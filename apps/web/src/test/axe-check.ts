import axe from 'axe-core';

/**
 * The axe violations in a rendered screen (jsdom), for component tests. Colour contrast is off (jsdom computes no
 * colours); the end-to-end specs check it in Chromium.
 */
export async function axeViolations(container: Element = document.body, { wholePage = false }: { wholePage?: boolean } = {}): Promise<string[]> {
  const results = await axe.run(container, {
    // "Content in landmarks" only means something for a whole page (the public proposal page is one).
    rules: { 'color-contrast': { enabled: false }, region: { enabled: wholePage } },
    resultTypes: ['violations'],
  });
  return results.violations.map((violation) => `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

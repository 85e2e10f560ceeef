// Runs axe-core in a Playwright page and groups the violations by impact.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until no finite CSS animation or transition is running (a fade-in, a sheet sliding up):
 * axe judges the colours and places the borrower ends up seeing. Endless ones (a spinner) do not
 * count, or a page with one would never be audited.
 */
async function settled(page) {
  await page.waitForFunction(
    () =>
      !document.getAnimations ||
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Audits the page as it is. axe goes in through the page's evaluation (DevTools), which the page's
 * content security policy does not govern, so the page keeps its own policy: no `bypassCSP`.
 */
export async function runAxe(page) {
  await settled(page);
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = window.axe;
    const r = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of result) byImpact[v.impact ?? 'minor'] += v.nodes;
  return { violations: result, byImpact };
}

/**
 * The project's accessibility rule for a page as it is: no serious or critical violation. Returns
 * those (with the elements they were found on); a test expects none.
 */
export async function severeViolations(page) {
  const { violations } = await runAxe(page);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

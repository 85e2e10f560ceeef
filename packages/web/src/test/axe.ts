import axe from 'axe-core';

/**
 * axe's violations on the page the test rendered, as `id: html` lines. The jsdom is shared by the
 * test files of a worker: a frame another file left in the body (a bridge call's iframe, say) is
 * neither audited (a clean-clone run failed on four untitled ones, by file order) nor talked to.
 * What a test renders is in a container below the body, frames included. jsdom has no layout or
 * colours, so contrast is off.
 */
export async function axeViolations(
  rules: Record<string, { enabled: boolean }> = {},
): Promise<string[]> {
  const context = { include: [['body']], exclude: [['body > iframe']] };
  const result = await axe.run(context, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, ...rules },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

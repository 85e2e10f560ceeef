import axe from 'axe-core';

/**
 * axe's violations on the page the test rendered, as `id: html` lines. Frames are left out: the
 * jsdom is shared by the test files of a worker, and a frame another file left behind (a bridge
 * call's iframe, say) is not one axe can talk to. jsdom has no layout or colours, so contrast is off.
 */
export async function axeViolations(
  rules: Record<string, { enabled: boolean }> = {},
): Promise<string[]> {
  const result = await axe.run(document.body, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, ...rules },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });

/**
 * The HTML's boot screen, kept on screen: the entry's download is refused, so nothing replaces
 * it. Its spinner's CSS animations are then paused and put at `ms` after the document started
 * (the Web Animations API drives CSS animations too), so each moment is checked exactly, however
 * busy the machine.
 */
async function bootSpinnerAt(page: Page, moments: readonly number[]) {
  return page.evaluate((times) => {
    const spinner = document.querySelector('#root .boot-spinner');
    if (!spinner) throw new Error('no boot spinner');
    const animations = spinner.getAnimations();
    for (const animation of animations) animation.pause();
    return {
      label: spinner.getAttribute('aria-label'),
      names: animations.map((a) => (a as CSSAnimation).animationName).sort(),
      at: times.map((ms) => {
        for (const animation of animations) animation.currentTime = ms;
        const style = getComputedStyle(spinner);
        return { ms, opacity: style.opacity, transform: style.transform };
      }),
    };
  }, moments);
}

async function openBootScreen(reducedMotion: 'reduce' | 'no-preference') {
  const { page } = await b.open('/loanDetails?productId=1&orderId=1001', {
    beforeOpen: async (p) => {
      await p.emulateMedia({ reducedMotion });
      await p.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    },
  });
  return page;
}

describe('the boot screen', () => {
  it('shows its spinner only once the wait passes a second, then spins', async () => {
    const page = await openBootScreen('no-preference');
    const spinner = await bootSpinnerAt(page, [0, 500, 999, 1300, 1900]);
    // Announced from the start (role progressbar, aria-busy), even while not yet drawn.
    expect(spinner.label).toBe('Loading / Memuat');
    expect(spinner.names).toEqual(['boot-in', 'boot-spin']);
    const [start, half, justBefore, after, later] = spinner.at;
    // No frame to draw during the first second: nothing visible, nothing turning.
    for (const early of [start, half, justBefore]) {
      expect(early?.opacity).toBe('0');
      expect(early?.transform).toBe('none');
    }
    expect(after?.opacity).toBe('1');
    expect(after?.transform).not.toBe('none');
    expect(later?.transform).not.toBe('none');
    // Turning: two moments of the spin are two angles.
    expect(later?.transform).not.toBe(after?.transform);
    await page.close();
  });

  it('with reduced motion, shows it after a second without turning it', async () => {
    const page = await openBootScreen('reduce');
    const spinner = await bootSpinnerAt(page, [500, 1300, 1900]);
    expect(spinner.names).toEqual(['boot-in']);
    const [half, after, later] = spinner.at;
    expect(half?.opacity).toBe('0');
    expect(after?.opacity).toBe('1');
    expect(after?.transform).toBe('none');
    expect(later?.transform).toBe('none');
    await page.close();
  });
});

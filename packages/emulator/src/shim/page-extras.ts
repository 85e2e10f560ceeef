/** Safe-area insets as `--safe-area-inset-*` variables on <html> (hosts without CDP emulation). */
export function applySafeArea(win: Window, insets: Record<string, number>): void {
  const apply = () => {
    const style = win.document.documentElement?.style;
    if (!style) return false;
    for (const [k, v] of Object.entries(insets))
      style.setProperty(`--safe-area-inset-${k}`, `${v}px`);
    return true;
  };
  if (!apply()) win.document.addEventListener('readystatechange', apply, { once: true });
}

/**
 * A phone's scrollbar overlays the page and takes no width; a desktop frame's takes 15 px and
 * pushes a centred title off centre. Hidden on the document's scroller (scrolling stays), through
 * CSSOM, which the production pages' CSP allows where a <style> element would not be.
 */
export function hideDesktopScrollbar(win: Window): void {
  const apply = () => {
    const style = win.document.documentElement?.style;
    if (!style) return false;
    style.setProperty('scrollbar-width', 'none');
    return true;
  };
  if (!apply()) win.document.addEventListener('readystatechange', apply, { once: true });
}

/**
 * Recording: taps and fills become steps, by the element's test id (`data-testid` on it or an
 * ancestor) where it has one, else a control's accessible name, else a button's or link's text.
 */
export function recordSteps(win: Window, step: (step: Record<string, unknown>) => void): void {
  const testIdOf = (el: Element | null) =>
    el?.closest('[data-testid]')?.getAttribute('data-testid');
  win.addEventListener(
    'click',
    (e) => {
      const target = e.target as Element;
      const testId = testIdOf(target);
      // Controls without a test id (the nav bar's Back) are recorded by their accessible name.
      const label = target
        ?.closest('button[aria-label], a[aria-label]')
        ?.getAttribute('aria-label');
      // Else a button or link by its visible text (what a person would read to find it again).
      const text = target?.closest('button, a, [role="button"]')?.textContent?.trim();
      if (testId) step({ step: 'tap', testId });
      else if (label) step({ step: 'tap', label });
      else if (text && text.length <= 60) step({ step: 'tap', text });
    },
    true,
  );
  win.addEventListener(
    'change',
    (e) => {
      const el = e.target as HTMLInputElement;
      const testId = testIdOf(el);
      if (testId && 'value' in el && el.type !== 'file')
        step({ step: 'fill', testId, value: el.value });
    },
    true,
  );
}

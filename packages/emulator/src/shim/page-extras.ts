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

/** Recording: taps and fills on elements with a test id (or a labelled button) become steps. */
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
      if (testId) step({ step: 'tap', testId });
      else if (label) step({ step: 'tap', label });
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

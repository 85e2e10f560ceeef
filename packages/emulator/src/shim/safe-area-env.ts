const ENV =
  /env\(\s*safe-area-inset-(top|right|bottom|left)\s*(?:,[^()]*(?:\([^()]*\)[^()]*)*)?\)/g;

/** `env(safe-area-inset-top)` → `var(--safe-area-inset-top, 0px)` (the variables the shell sets). */
export function rewriteSafeAreaEnv(css: string): string {
  return css.replace(ENV, (_m, side: string) => `var(--safe-area-inset-${side}, 0px)`);
}

type RuleList = {
  cssRules: CSSRuleList;
  deleteRule(i: number): void;
  insertRule(r: string, i: number): number;
};

function walk(list: RuleList): void {
  for (let i = 0; i < list.cssRules.length; i++) {
    const rule = list.cssRules[i] as CSSRule & Partial<RuleList>;
    if (rule.cssText.indexOf('safe-area-inset') < 0) continue;
    // Group rules (@media, @supports) are walked; a style rule is replaced whole.
    if (rule.cssRules && rule.type !== 1) {
      walk(rule as RuleList);
      continue;
    }
    const text = rewriteSafeAreaEnv(rule.cssText);
    if (text === rule.cssText) continue;
    list.deleteRule(i);
    list.insertRule(text, i);
  }
}

/**
 * In an iframe (the browser host) or a plain window (Electron), `env(safe-area-inset-*)` is 0:
 * only a real device or CDP sets it. The shell rewrites the page's own style sheets so those
 * env() uses read the `--safe-area-inset-*` variables it sets on <html>, and the page pads for the
 * notch and the home indicator as on the device.
 */
export function emulateSafeAreaEnv(win: Window): void {
  const done = new WeakSet<CSSStyleSheet>();
  const fixAll = () => {
    for (const sheet of Array.from(win.document.styleSheets)) {
      if (done.has(sheet)) continue;
      try {
        walk(sheet);
        done.add(sheet);
      } catch {
        // A cross-origin sheet cannot be read (and is not the app's).
      }
    }
  };
  const observe = () => {
    fixAll();
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of Array.from(r.addedNodes))
          if (node.nodeName === 'LINK') node.addEventListener('load', fixAll, { once: true });
      fixAll();
    }).observe(win.document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  };
  if (win.document.documentElement) observe();
  else win.document.addEventListener('readystatechange', observe, { once: true });
  win.addEventListener('load', fixAll);
}

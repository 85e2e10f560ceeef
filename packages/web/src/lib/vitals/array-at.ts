/**
 * web-vitals 6 calls `Array.prototype.at` (Chromium 92, Safari 15.4): on older webviews (Android
 * System WebView 80, iOS 14) every metric threw `this.o.at is not a function`, as the field
 * reports showed. Defined here, before web-vitals loads, as the language defines it.
 */
export function polyfillArrayAt(): void {
  if (typeof Array.prototype.at === 'function') return;
  Object.defineProperty(Array.prototype, 'at', {
    configurable: true,
    writable: true,
    value: function at(this: unknown[], index: number) {
      const n = Math.trunc(index) || 0;
      return this[n < 0 ? this.length + n : n];
    },
  });
}

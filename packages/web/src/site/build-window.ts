// The landing's components reach the app's bridge, which connects to `window` when its module
// loads (it sends nothing while rendering). The build renders in Node, where there is no window:
// an empty event target stands in for it there. The landing's renderer imports this first.

/** True where this module gave Node its stand-in window (the build's render). */
export const BUILD_WINDOW =
  typeof window === 'undefined' &&
  Boolean(Object.assign(globalThis, { window: new EventTarget() }));

// The landing's components reach the app's bridge, which connects to `window` when its module
// loads (it sends nothing while rendering). The build renders in a Node process of its own
// (scripts/build/render-in-child.ts), where there is no window: an empty event target stands in for it
// there, and what the bridge starts on it ends with that process. The renderer imports this first.

/** True where this module gave Node its stand-in window (the build's render). */
export const BUILD_WINDOW =
  typeof window === 'undefined' &&
  Boolean(Object.assign(globalThis, { window: new EventTarget() }));

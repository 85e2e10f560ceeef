/**
 * What WebKitGTK's MiniBrowser cannot do, whether it runs here (the `webkit` engine) or behind a
 * grid's relay node (the `remote` engine): written once so both report the same, and a scenario
 * skips on both for the same reason.
 */
export const WEBKITGTK_CANNOT = [
  'screenshots (the WebKitGTK driver hangs on them without a GPU)',
  // The emulator's `reopen` step leaves the app's origin and comes back.
  'reopen (window.name, where the emulator shim config travels, does not survive leaving the origin)',
] as const;

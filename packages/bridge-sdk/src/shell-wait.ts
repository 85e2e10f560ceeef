import type { Platform } from './method-types.js';

/** How often the page looks for the shell's globals while it waits, in ms. */
const LOOK_EVERY_MS = 25;

/**
 * @internal Looks for the shell's globals now and then every 25 ms, until `find` names a platform
 * or `waitMs` has passed; then calls `done` once with what it found (`undefined`: no shell, the
 * page runs on the web).
 */
export function waitForShell(
  find: () => Platform | undefined,
  waitMs: number,
  done: (found: Platform | undefined) => void,
): void {
  let waited = 0;
  const look = (): void => {
    const found = find();
    if (found || waited >= waitMs) done(found);
    else {
      waited += LOOK_EVERY_MS;
      setTimeout(look, LOOK_EVERY_MS);
    }
  };
  look();
}

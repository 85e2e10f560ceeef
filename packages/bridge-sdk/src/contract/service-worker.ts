/**
 * The message a page or a host posts to the pages' service worker, with a `MessageChannel`, to
 * learn its state; the worker answers a {@link WorkerState} on the channel's port.
 *
 * @public
 */
export const WORKER_STATE_MESSAGE = 'GET_STATE';

/**
 * The pages' service worker's answer to {@link WORKER_STATE_MESSAGE}.
 *
 * @public
 */
export interface WorkerState {
  /** The build the worker precaches (a digest of its file list). */
  version: string;
  /** How many files of that build are in its cache. */
  cached: number;
  /** How many files the build has. */
  total: number;
}

/**
 * The warm-up entry a shell may load in a hidden webview (beside the pages' `index.html`): it
 * installs the service worker and caches the build, and tells the outcome in the document title,
 * which starts with {@link WARM_UP_TITLE_PREFIX} (see the README, section 12).
 *
 * @public
 */
export const WARM_UP_PAGE = 'warm-up.html';

/**
 * The warm-up page's title: `warm-up:started`, `warm-up:ready <version> <cached>/<total>`, ...
 *
 * @public
 */
export const WARM_UP_TITLE_PREFIX = 'warm-up:';

/**
 * The worker's kill switch file, beside `sw.js` at the build's root. A shell serving an offline
 * package sends it to the network even when the package holds a copy: the server's switch is live.
 *
 * @public
 */
export const SWITCH_FILE = 'sw-switch.json';

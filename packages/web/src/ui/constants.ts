/** The kit's numbers from the specification, in one place. Components read them from here. */
export { TOAST_DEFAULT_MS, TOAST_LONG_MS, TOAST_MIN_MS, TOAST_SHORT_MS } from '../lib/notify';

/** Pull-to-refresh: the pull (px) that refreshes on release. */
export const PULL_TO_REFRESH_DISTANCE = 25;
/** Pull-to-refresh: the most the content follows the finger (px). */
export const PULL_TO_REFRESH_DAMPING = 100;
/** Pull-to-refresh: the refreshing state ends after this even if `onRefresh` never settles. */
export const PULL_TO_REFRESH_FALLBACK_MS = 1000;

/** Tabs: at most this many tabs share the bar's width; more scroll sideways. */
export const TABS_VISIBLE = 5;
/** Tabs: a swipe longer than this share of the pane width moves to the neighbour pane. */
export const TABS_SWIPE_THRESHOLD = 0.3;
/** Tabs: panes rendered on each side of the active one. */
export const TABS_PRERENDER = 1;

/** Bottom sheets (pickers, action sheets) slide in over this many seconds. */
export const PICKER_ANIMATION_S = 0.3;

/** Badge counts above this show as `99+`. */
export const BADGE_MAX = 99;
/** Image picker tiles per row. */
export const IMAGE_PICKER_PER_ROW = 4;
/** Grid columns. */
export const GRID_COLUMNS = 4;

/**
 * The instalment selection rules of the specification (section 4), as pure functions so they can be
 * checked for every sequence of taps. The selection is always a prefix of the pending periods,
 * held as its length: periods are paid in order, so a later one can never be paid before an
 * earlier one.
 */

/** With pending periods the first is selected from the start; with none nothing can be. */
export function initialCount(pending: number): number {
  return pending > 0 ? 1 : 0;
}

/**
 * A tap on period `index`: ticking ticks it and every period before it; unticking unticks it and
 * every period after it. The first period stays selected (the selection is never empty), which is
 * also why only the first period can start a selection.
 */
export function tapPeriod(count: number, index: number, pending: number): number {
  if (pending <= 0) return 0;
  if (!Number.isInteger(index) || index < 0 || index >= pending) return clampCount(count, pending);
  if (index < count) return Math.max(1, index);
  return index + 1;
}

/** Select-all selects every period, or, when all are selected, goes back to the first alone. */
export function toggleAll(count: number, pending: number): number {
  if (pending <= 0) return 0;
  return count >= pending ? 1 : pending;
}

export function clampCount(count: number, pending: number): number {
  if (pending <= 0) return 0;
  return Math.min(Math.max(1, Math.trunc(count)), pending);
}

/**
 * The sum of the first `count` amounts, added in hundredths so that rupee amounts with paise do not
 * pick up binary rounding errors (0.1 + 0.2).
 */
export function selectedTotal(amounts: readonly number[], count: number): number {
  let cents = 0;
  for (let i = 0; i < Math.min(count, amounts.length); i++)
    cents += Math.round((amounts[i] ?? 0) * 100);
  return cents / 100;
}

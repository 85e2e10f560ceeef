import type { Market } from '../../config';
import { formatDate } from './format';

// A server date inside a text: `2026-12-05`, or `2026-12-05 09:30(:00)` with its time.
const SERVER_DATE =
  /\b\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[ T](\d{2}:\d{2})(?::\d{2})?)?\b/g;

/**
 * A server's text (a status line, a row's value) with every ISO date in it written the market's
 * way (`formatDate`): "Your bill is due on 2026-12-05." becomes "… due on 05/12/2026.", so a page
 * never shows a wire date, even inside words it did not write. A date-time keeps its `HH:mm`.
 */
export function formatDatesIn(text: string, market: Market): string {
  return text.replace(
    SERVER_DATE,
    (date, time: string | undefined) => formatDate(date, market, time !== undefined) || date,
  );
}

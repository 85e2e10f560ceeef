import type { Market } from '../../config';

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * How each market writes a date: day first, as on Indian and Indonesian bank statements and
 * documents (`05/12/2026`), in both languages; numbers only, so no month name to translate and
 * nothing for a borrower to read month-first. (Decided in the web README, "Decisions".)
 */
const DATE: Record<Market, (day: string, month: string, year: string) => string> = {
  IN: (d, m, y) => `${d}/${m}/${y}`,
  ID: (d, m, y) => `${d}/${m}/${y}`,
};

/** A server date, with its time when it has one: `2026-12-05`, `2026-12-05 09:30(:00)`. */
const SERVER_DATE = '(\\d{4})-(\\d{2})-(\\d{2})(?:[ T](\\d{2}):(\\d{2})(?::(\\d{2}))?)?';
const WHOLE = new RegExp(`^${SERVER_DATE}$`);
const IN_TEXT = new RegExp(`\\b${SERVER_DATE}\\b`, 'g');

/**
 * A date in the market's format, `DD/MM/YYYY` (`05/12/2026`), with `HH:mm` after it when
 * `withTime`; accepts a Date, epoch ms or seconds, or the server's text (`2026-12-05`,
 * `2026-12-05 09:30:00`). Text that is not a date (`2026-02-30` neither) gives '' (show the
 * server's text then).
 */
export function formatDate(
  input: Date | number | string,
  market: Market,
  withTime = false,
): string {
  let date: Date;
  if (input instanceof Date) date = input;
  else if (typeof input === 'number') date = new Date(input < 1e12 ? input * 1000 : input);
  else if (/^\d+$/.test(input)) return formatDate(Number(input), market, withTime);
  else {
    // The server's local date-time text: read as local time on every engine (iOS 14's Safari
    // refuses "2026-12-05 09:30:00" and reads a bare date as UTC).
    const m = WHOLE.exec(input.trim());
    if (!m) return '';
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
    date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    // Date rolls 2026-13-45 over into 2027: that is no date.
    if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return '';
  }
  if (Number.isNaN(date.getTime())) return '';
  const day = DATE[market](
    pad(date.getDate()),
    pad(date.getMonth() + 1),
    String(date.getFullYear()),
  );
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A server's text (a status line, a row's value) with every date in it written the market's way:
 * "Your bill is due on 2026-12-05." becomes "… due on 05/12/2026.", so a page never shows a wire
 * date, even inside words it did not write. A date-time keeps its `HH:mm`.
 */
export function formatDatesIn(text: string, market: Market): string {
  return text.replace(
    IN_TEXT,
    (date: string, _y: string, _m: string, _d: string, hour?: string) =>
      formatDate(date, market, hour !== undefined) || date,
  );
}

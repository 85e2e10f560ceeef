// Text from a page or a grid node (a call's method, an error quoting the page, a node's version)
// reaches terminals, CI logs and XML: its control characters could rewrite the line (carriage
// return, escape sequences), forge another line (a newline), reorder what is shown (bidi
// overrides) or make the XML invalid. They are shown as `\uXXXX` instead.

/** C0 and C1 controls and DEL, and the invisible direction marks and overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The same, but tab and newline stay (a multi-line diff, an XML body); a carriage return goes. */
const CONTROLS_BUT_LINES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const shown = (c: string) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/** One line of text with every control character shown as an escape, line breaks included. */
export function oneLine(text: string): string {
  return text.replace(CONTROLS, shown);
}

/** Text whose lines stay lines, every other control character shown as an escape. */
export function withoutControls(text: string): string {
  return text.replace(CONTROLS_BUT_LINES, shown);
}

/** The most frames a report keeps: the top ones name where it went wrong. */
export const MAX_FRAMES = 8;

// A frame's place: `https://host/assets/x.js:1:2345` (Chromium's `at f (…)`, WebKit's `f@…`).
const PLACE = /(https?:\/\/[^\s()@]+?):(\d+):(\d+)/;

/**
 * A stack reduced to `file:line:column` of the build (`assets/index-abc.js:1:2345`): no function
 * names, no origin, no query; a frame of another origin (an extension, a shell's injected script)
 * is `external`, one without a place is dropped. `scripts/map-field-report.ts` maps them back to
 * source with the build's source maps. Never throws.
 */
export function reduceStack(stack: unknown, origin: string): string[] {
  if (typeof stack !== 'string') return [];
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    const place = PLACE.exec(line);
    if (!place) continue;
    const [, href = '', row, column] = place;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    frames.push(
      url.origin === origin ? `${url.pathname.replace(/^\//, '')}:${row}:${column}` : 'external',
    );
    if (frames.length === MAX_FRAMES) break;
  }
  return frames;
}

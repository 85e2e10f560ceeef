// The support floor as browser versions of MDN's compatibility data, read from the package's
// .browserslistrc (the same file the Vite build target comes from).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslist from 'browserslist';

export const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

// browserslist name -> MDN browser keys. An Android System WebView of version N has the engine of
// Chrome N, so the Chrome floor is also the WebView floor.
const TO_MDN = {
  chrome: ['chrome', 'chrome_android', 'webview_android'],
  and_chr: ['chrome_android', 'webview_android'],
  android: ['webview_android'],
  safari: ['safari'],
  ios_saf: ['safari_ios'],
};

/** The lowest version per MDN browser key that the floor supports, e.g. `{ chrome: 80, safari_ios: 14 }`. */
export function floorTargets(queries) {
  const list = queries ? browserslist(queries) : browserslist(undefined, { path: webRoot });
  const out = {};
  for (const entry of list) {
    const [name, range] = entry.split(' ');
    const version = Number.parseFloat(range.split('-')[0]);
    for (const key of TO_MDN[name] ?? [])
      if (!(key in out) || version < out[key]) out[key] = version;
  }
  if (Object.keys(out).length === 0)
    throw new Error('The browserslist names no engine the floor check knows');
  return out;
}

/** "chrome 80, safari 14, safari_ios 14" for messages. */
export function describeTargets(targets) {
  return Object.entries(targets)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

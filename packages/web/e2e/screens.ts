import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Every screenshot of a run (git-ignored): `<page>.<language>.<width>.png`. */
export const SCREENS_DIR = resolve(webRoot, 'reports/screens');
/** The committed baselines: the 360 px first screen of each page, at half size in grey. */
export const BASELINES_DIR = resolve(webRoot, 'e2e/__screens__');

/**
 * How different a screenshot may be from its baseline: pixels further apart than `THRESHOLD`
 * (pixelmatch's colour distance, 0-1) count as changed, and up to `MAX_CHANGED` of them pass.
 * Measured on half-size grey first screens: runs of the same build differ by 0-0.06% (the
 * registration captcha); the 12 px gap between "Borrow again" and "My orders" taken away changes
 * 1.2-2.1% of the loan-details screens. Every run lists its shares in reports/screens/baselines.txt.
 */
const THRESHOLD = 0.2;
const MAX_CHANGED = 0.005;

/**
 * Half size by averaging each 2x2 block, in grey: small files (about 7 KB a page), and a one-pixel
 * anti-alias shift fades. The baseline guards layout; colours are the tokens' (ui/tokens.test.ts).
 */
export function halve(png: PNG): PNG {
  const width = Math.floor(png.width / 2);
  const height = Math.floor(png.height / 2);
  const out = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ] as const)
          sum += png.data[((y * 2 + dy) * png.width + x * 2 + dx) * 4 + c] ?? 0;
        out.data[(y * width + x) * 4 + c] = Math.round(sum / 4);
      }
      const at = (y * width + x) * 4;
      const luma = Math.round(
        0.2126 * (out.data[at] ?? 0) +
          0.7152 * (out.data[at + 1] ?? 0) +
          0.0722 * (out.data[at + 2] ?? 0),
      );
      out.data[at] = luma;
      out.data[at + 1] = luma;
      out.data[at + 2] = luma;
      out.data[at + 3] = 255;
    }
  }
  return out;
}

export interface BaselineResult {
  /** Why the screenshot fails its baseline; null when it passes (or was accepted). */
  problem: string | null;
  changed?: number;
}

/**
 * Compares a 360 px first screen with its committed baseline. `UPDATE_SCREENS=1` accepts the
 * screenshot as the new baseline (how a deliberate change of layout is taken in).
 */
export function checkBaseline(name: string, screenshot: Buffer): BaselineResult {
  const actual = halve(PNG.sync.read(screenshot));
  const file = resolve(BASELINES_DIR, `${name}.png`);
  if (process.env.UPDATE_SCREENS === '1') {
    mkdirSync(BASELINES_DIR, { recursive: true });
    writeFileSync(file, PNG.sync.write(actual, { colorType: 0 }));
    return { problem: null };
  }
  if (!existsSync(file))
    return { problem: `no baseline ${file}: accept it with UPDATE_SCREENS=1 (and look at it)` };
  const expected = PNG.sync.read(readFileSync(file));
  if (expected.width !== actual.width || expected.height !== actual.height)
    return {
      problem: `${name}: ${actual.width}x${actual.height}, the baseline is ${expected.width}x${expected.height}`,
    };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
    threshold: THRESHOLD,
  });
  const changed = pixels / (actual.width * actual.height);
  mkdirSync(SCREENS_DIR, { recursive: true });
  // Every comparison's share of changed pixels, to see how close a run comes to the limit.
  appendFileSync(resolve(SCREENS_DIR, 'baselines.txt'), `${name} ${(changed * 100).toFixed(3)}%\n`);
  if (changed <= MAX_CHANGED) return { problem: null, changed };
  const diffFile = resolve(SCREENS_DIR, `${name}.diff.png`);
  writeFileSync(diffFile, PNG.sync.write(diff));
  writeFileSync(resolve(SCREENS_DIR, `${name}.actual-half.png`), PNG.sync.write(actual));
  return {
    changed,
    problem: `${name}: ${(changed * 100).toFixed(2)}% of the first screen changed (allowed ${(MAX_CHANGED * 100).toFixed(1)}%), see ${diffFile}`,
  };
}

/** A run starts with no screenshots, diffs or shares of an earlier one. */
export function clearScreens(): void {
  rmSync(SCREENS_DIR, { recursive: true, force: true });
}

/** Writes a screenshot of the run to reports/screens. */
export function writeScreen(name: string, png: Buffer): string {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = resolve(SCREENS_DIR, `${name}.png`);
  writeFileSync(file, png);
  return file;
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface BaselineCheck {
  baseline: string;
  actual: string;
  diff?: string;
  problem?: string;
  diffRatio?: number;
}

/** Where a scenario's screenshot baseline lives: beside the scenario, one per device profile. */
export function baselinePath(
  scenarioFile: string,
  scenario: string,
  name: string,
  device: string,
): string {
  return join(dirname(scenarioFile), '__baselines__', scenario, `${name}.${device}.png`);
}

/**
 * Compares a screenshot with its committed baseline (pixelmatch). With `update`, the screenshot
 * becomes the baseline (how new baselines are accepted).
 */
export function checkBaseline(
  png: Buffer,
  opts: {
    baseline: string;
    outDir: string;
    id: string;
    threshold?: number;
    maxDiffRatio?: number;
    update?: boolean;
  },
): BaselineCheck {
  mkdirSync(opts.outDir, { recursive: true });
  const actual = join(opts.outDir, `${opts.id}.actual.png`);
  writeFileSync(actual, png);
  if (opts.update) {
    mkdirSync(dirname(opts.baseline), { recursive: true });
    writeFileSync(opts.baseline, png);
    return { baseline: opts.baseline, actual };
  }
  if (!existsSync(opts.baseline)) {
    return {
      baseline: opts.baseline,
      actual,
      problem: `no baseline ${opts.baseline}: accept it with \`emulator accept <scenario>\``,
    };
  }
  const a = PNG.sync.read(png);
  const b = PNG.sync.read(readFileSync(opts.baseline));
  if (a.width !== b.width || a.height !== b.height) {
    return {
      baseline: opts.baseline,
      actual,
      problem: `size ${a.width}x${a.height} differs from the baseline's ${b.width}x${b.height}`,
    };
  }
  const diffPng = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diffPng.data, a.width, a.height, {
    threshold: opts.threshold ?? 0.1,
  });
  const diffRatio = pixels / (a.width * a.height);
  const limit = opts.maxDiffRatio ?? 0.01;
  if (diffRatio <= limit) return { baseline: opts.baseline, actual, diffRatio };
  const diff = join(opts.outDir, `${opts.id}.diff.png`);
  writeFileSync(diff, PNG.sync.write(diffPng));
  return {
    baseline: opts.baseline,
    actual,
    diff,
    diffRatio,
    problem: `${(diffRatio * 100).toFixed(2)}% of pixels differ from the baseline (allowed ${(limit * 100).toFixed(2)}%)`,
  };
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseScenario } from '../core/load-scenario';
import type { Scenario } from '../core/scenario';

export interface ScenarioFile {
  file: string;
  scenario: Scenario;
}

/** The `*.json` scenario files in the given files and folders (recursively), sorted. */
export function findScenarioFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const abs = resolve(p);
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs)) {
        if (name.startsWith('__') || name === 'node_modules') continue;
        walk(join(abs, name));
      }
    } else if (abs.endsWith('.json')) out.push(abs);
  };
  for (const p of paths) walk(p);
  return [...new Set(out)].sort();
}

/** Reads and validates scenario files; throws a ScenarioError naming the file, path and reason. */
export function loadScenarioFiles(files: string[]): ScenarioFile[] {
  return files.map((file) => ({ file, scenario: parseScenario(readFileSync(file, 'utf8'), file) }));
}

/** `--shard i/n`: the i-th of n slices (1-based), taken round-robin so slices stay balanced. */
export function shard<T>(items: T[], spec?: string): T[] {
  if (!spec) return items;
  const match = /^(\d+)\/(\d+)$/.exec(spec);
  const i = Number(match?.[1]);
  const n = Number(match?.[2]);
  if (!match || n < 1 || i < 1 || i > n)
    throw new Error(`--shard must be i/n with 1 <= i <= n, got "${spec}"`);
  return items.filter((_, k) => k % n === i - 1);
}

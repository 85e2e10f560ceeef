// How the package-open bench stands in for the shell (package-open.ts says why there are two).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SWITCH_FILE } from '@hybrid-loan/bridge-sdk/contract';
import type { Unthrottled } from './throttle';

export type StandIn = 'loopback' | 'route';

/** BENCH_PACKAGE_STANDIN, `loopback` unless it says `route`. */
export function standInOf(value: string | undefined): StandIn {
  if (value === undefined || value === '' || value === 'loopback') return 'loopback';
  if (value === 'route') return 'route';
  throw new Error(`BENCH_PACKAGE_STANDIN is loopback or route, not ${value}`);
}

/**
 * The URL patterns of the build's files on the pages' origin, the package's content: each file
 * and folder at the build's root (the document, `/`, too), with any query (a page's address
 * carries its identity and route). The worker's switch file is the server's, never the package's.
 */
export function packageRules(dist: string, origin: string): Unthrottled {
  const rules = [`${origin}/`, `${origin}/?*`];
  for (const name of readdirSync(dist)) {
    if (name === SWITCH_FILE) continue;
    const path = `${origin}/${encodeURIComponent(name)}`;
    if (statSync(join(dist, name)).isDirectory()) rules.push(`${path}/*`);
    else rules.push(path, `${path}?*`);
  }
  return rules;
}

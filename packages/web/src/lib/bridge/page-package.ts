import type { Bridge, PackageInfoResult } from '@hybrid-loan/bridge-sdk';

/** Where the page's files came from, as the vitals beacons carry it. */
export type PagePackage = Pick<PackageInfoResult, 'source' | 'build'>;

const NETWORK: PagePackage = { source: 'network', build: 0 };

// The bridge waits up to its ready timeout for a shell; this bounds the answer after that, so a
// shell that never answers packageInfo counts as the network (it registers the worker, as before).
const ANSWER_MS = 1500;

const asked = new WeakMap<Bridge, Promise<PagePackage>>();
const reported = new WeakSet<Bridge>();

/**
 * Which package this page load runs from, asked of the shell once per bridge (the answer is
 * shared). Never rejects: any failure is the network. Called after the first paint (the worker's
 * start and the vitals wait for it), so it never delays the page.
 */
export function pagePackage(bridge: Bridge): Promise<PagePackage> {
  let answer = asked.get(bridge);
  if (!answer) {
    answer = bridge.packageInfo({}, { timeoutMs: ANSWER_MS }).then(
      (info): PagePackage => ({ source: info.source, build: info.build }),
      () => NETWORK,
    );
    asked.set(bridge, answer);
  }
  return answer;
}

/**
 * Tells the shell this page load is healthy, once: after its first render with data or with its
 * error state. A shell serving a pending package takes it as the health report of its rollback
 * rule; anywhere else it is a no-op. A failed report is dropped (the shell's 10 s wait decides).
 */
export function reportPageHealth(bridge: Bridge, rendered: 'data' | 'error'): void {
  if (reported.has(bridge)) return;
  reported.add(bridge);
  void bridge.reportHealth({ rendered }).catch(() => undefined);
}

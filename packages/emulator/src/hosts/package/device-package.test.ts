import type { Manifest } from '@hybrid-loan/offline-package';
import { describe, expect, it } from 'vitest';
import { DevicePackage } from './device-package';
import { FAILED_OPENS, HEALTH_WAIT_MS } from './package-health';

const pending = (build: number) =>
  new DevicePackage(
    { ok: true, manifest: { version: '1.0.0', build } as Manifest, files: new Map() },
    'http://app.test',
  );

// A replay's device counts failed opens with the live shell's rule (PackageHealth): an open whose
// document fails to load, or whose page crashes, is one; two in a row roll back at once.
describe('failed opens in a replay', () => {
  it('rolls back after two failed opens in a row, without the 10 s wait', () => {
    expect(FAILED_OPENS).toBe(2);
    const pkg = pending(4);
    pkg.failedOpen('load error (net::ERR_CONNECTION_REFUSED)');
    expect(pkg.outcome()).toEqual({ kind: 'pending' });
    expect(pkg.served()).toEqual({ version: '1.0.0', build: 4, source: 'package' });
    pkg.failedOpen('the page crashed');
    expect(pkg.outcome()).toEqual({ kind: 'rolled-back' });
    expect(pkg.served()).toBeUndefined();
    expect(pkg.health.denied).toEqual([4]);
    expect(pkg.timeline.slice(1)).toEqual([
      'build 4: open failed (0 file(s) from the package): load error (net::ERR_CONNECTION_REFUSED)',
      'build 4: open failed (0 file(s) from the package): the page crashed',
      'rolled back (0 file(s) from the package): 2 failed opens in a row: back to the network, build 4 never offered again',
    ]);
    // The network serves the next open: nothing more to count.
    pkg.failedOpen('load error (net::ERR_FAILED)');
    expect(pkg.timeline).toHaveLength(4);
  });

  it('ends the watch of an open that failed, counted once, and starts over with a report', async () => {
    const pkg = pending(5);
    const started = Date.now();
    const watch = pkg.watch(() => 0, 0);
    setTimeout(() => pkg.failedOpen('the page crashed'), 50);
    await watch;
    expect(Date.now() - started).toBeLessThan(HEALTH_WAIT_MS);
    // One failed open: still pending, not rolled back for a missing report.
    expect(pkg.outcome()).toEqual({ kind: 'pending' });
    expect(pkg.health.events.map((e) => e.kind)).toEqual(['failed-open']);
    // The next open reports: healthy, and the failed open before it no longer counts.
    pkg.newOpen();
    await pkg.watch(() => 1, 0);
    expect(pkg.outcome()).toEqual({ kind: 'healthy' });
    expect(pkg.timeline.at(-1)).toBe(
      'build 5 reported healthy (0 file(s) from the package): current',
    );
  });

  it('counts nothing for a page from the network or a refused package', () => {
    const refused = new DevicePackage(
      { ok: false, code: 'UNKNOWN_KEY', reason: 'why' },
      'http://app.test',
    );
    refused.failedOpen('the page crashed');
    expect(refused.health.events).toEqual([]);
    expect(refused.outcome()).toEqual({ kind: 'refused', code: 'UNKNOWN_KEY' });
  });
});

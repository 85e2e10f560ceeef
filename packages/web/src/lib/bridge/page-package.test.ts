import { createBridge } from '@hybrid-loan/bridge-sdk';
import { defaultAnswer, installFakeShell } from '@hybrid-loan/bridge-sdk/testing';
import { describe, expect, it } from 'vitest';
import { pagePackage, reportPageHealth } from './page-package';

// A window of its own per test (an iframe's): the fake shell and the bridge put globals on it.
// The shell answers packageInfo from `answers`, everything else as a correct shell does.
function shellWindow(answers: Record<string, unknown>) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const w = frame.contentWindow as Window;
  const calls: { method: string; params: unknown }[] = [];
  installFakeShell(w, {
    platform: 'android',
    protocol: 'message',
    answer: (method, params) => {
      calls.push({ method, params });
      return method in answers ? answers[method] : defaultAnswer({ platform: 'android' })(method);
    },
  });
  return { bridge: createBridge(w, { readyTimeoutMs: 200 }), calls };
}

describe('which package the page runs from, and its health report', () => {
  it("takes the shell's package, asks once, and reports health once", async () => {
    const { bridge, calls } = shellWindow({
      packageInfo: { version: '1.4.0', build: 463, source: 'package' },
    });
    const [a, b] = await Promise.all([pagePackage(bridge), pagePackage(bridge)]);
    expect(a).toEqual({ source: 'package', build: 463 });
    expect(b).toBe(a);
    reportPageHealth(bridge, 'error');
    reportPageHealth(bridge, 'data');
    await expect.poll(() => calls.filter((c) => c.method === 'reportHealth')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'packageInfo')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'reportHealth')?.params).toEqual({ rendered: 'error' });
  });

  it('is the network in a browser without a shell (the report a no-op there)', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const bridge = createBridge(frame.contentWindow as Window, { readyTimeoutMs: 0 });
    expect(await pagePackage(bridge)).toEqual({ source: 'network', build: 0 });
    expect(() => reportPageHealth(bridge, 'data')).not.toThrow();
  });

  it('counts a shell that fails the call, or answers malformed, as the network', async () => {
    const failing = shellWindow({
      packageInfo: { code: 'NATIVE_ERROR', message: 'no package' },
    });
    expect(await pagePackage(failing.bridge)).toEqual({ source: 'network', build: 0 });
    const malformed = shellWindow({ packageInfo: { source: 'package' } });
    expect(await pagePackage(malformed.bridge)).toEqual({ source: 'network', build: 0 });
  });
});

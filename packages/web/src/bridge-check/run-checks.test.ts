import { DEFAULT_LEGACY_TABLE, putIdentity } from '@hybrid-loan/bridge-sdk/contract';
import { installFakeShell } from '@hybrid-loan/bridge-sdk/testing';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { takePageIdentity } from './identity-checks';
import { RAW_URLS } from './raw-cases';
import { runAutoChecks } from './run-checks';

const identity = {
  deviceId: 'd-1',
  appMarket: 'googleplay',
  appVersion: '1.0.0',
  token: 'secret-token',
  appType: '1',
  deviceName: 'Pixel',
  osVersion: '14',
  gid: 'g-1',
  platform: 'android',
  languageType: '2',
};
const windows: JSDOM[] = [];
afterEach(() => {
  for (const dom of windows.splice(0)) dom.window.close();
});

/** A fresh page at bridge-check.html with the identity the shell put in its URL. */
function page(platform: 'android' | 'ios', extra: Record<string, string> = {}) {
  const url = putIdentity('https://pages.example/bridge-check.html', '/', {
    ...identity,
    platform,
    ...extra,
  });
  const dom = new JSDOM('<!doctype html><body></body>', { url, pretendToBeVisual: true });
  windows.push(dom);
  return dom.window as unknown as Window;
}

const failed = (checks: { id: string; status: string }[]) =>
  checks.filter((c) => c.status === 'fail').map((c) => c.id);

describe('the automatic checks against the SDK fake shell (a correct shell)', () => {
  it.each(['android', 'ios'] as const)('all pass on %s (protocol message)', async (platform) => {
    const win = page(platform);
    installFakeShell(win, { platform, appVersion: '1.0.0' });
    const run = await runAutoChecks(win, takePageIdentity(win), DEFAULT_LEGACY_TABLE, {
      replyMs: 300,
    });
    expect(failed(run.checks)).toEqual([]);
    expect(run).toMatchObject({ platform, protocol: 'message', appVersion: '1.0.0' });
    const ids = run.checks.map((c) => c.id);
    for (const id of [
      'handshake.methods',
      'timing.replies',
      'session.echo',
      'refuse.notACall',
      'validation.logout',
      'receive.duplicate',
      'frames.subframe',
      'identity.stripped',
    ])
      expect(ids).toContain(id);
    expect(ids.filter((id) => id.startsWith('refuse.openPage.'))).toHaveLength(RAW_URLS.length);
    // The identity left the address, and the token is nowhere in the results.
    expect(win.location.href).toBe('https://pages.example/bridge-check.html#/');
    expect(JSON.stringify(run.checks)).not.toContain('secret-token');
  });

  it('checks a legacy shell against the legacy table', async () => {
    const win = page('ios');
    installFakeShell(win, {
      platform: 'ios',
      protocol: 'legacy',
      methods: ['call', 'rate', 'closeWebview'],
    });
    const run = await runAutoChecks(win, takePageIdentity(win), DEFAULT_LEGACY_TABLE, {
      replyMs: 300,
    });
    expect(failed(run.checks)).toEqual([]);
    expect(run.protocol).toBe('legacy');
    expect(run.methods).toEqual(['closeWebview', 'call', 'rate']);
    const status = Object.fromEntries(run.checks.map((c) => [c.id, c.status]));
    expect(status).toMatchObject({
      'legacy.call': 'pass',
      'legacy.goHome': 'skip',
      'legacy.rate': 'pass',
    });
  });

  it('names what a shell leaves out of hello, and identity it got wrong', async () => {
    const win = page('android', { platform: 'ios', languageType: 'en' });
    installFakeShell(win, {
      platform: 'android',
      methods: ['openPage', 'call', 'hello'],
      appVersion: '2.0.0',
    });
    const run = await runAutoChecks(win, takePageIdentity(win), DEFAULT_LEGACY_TABLE, {
      replyMs: 300,
    });
    expect(failed(run.checks)).toEqual(['handshake.methods', 'identity.wellFormed']);
    const methods = run.checks.find((c) => c.id === 'handshake.methods');
    expect(methods?.actual).toMatch(/^missing: closeWebview, goHome, goMine, logout, rate,/);
    expect(run.checks.find((c) => c.id === 'identity.wellFormed')?.actual).toBe(
      'platform ios (the shell is android); languageType en; appVersion 1.0.0 (hello says 2.0.0)',
    );
  });

  it('says when there is no shell at all', async () => {
    const win = page('android');
    const run = await runAutoChecks(win, takePageIdentity(win), DEFAULT_LEGACY_TABLE, {
      waitMs: 50,
    });
    expect(run.platform).toBe('web');
    expect(failed(run.checks)).toEqual(['shell.found']);
  });
});

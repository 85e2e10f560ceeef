import { describe, expect, it } from 'vitest';
import type { RequestEntry } from '../../core/call-log';
import { ALL_KINDS, filterRows, methodsSeen, type TimedCall, timelineRows } from './timeline-model';

const call = (seq: number, method: string, receivedAt: number, extra: Partial<TimedCall> = {}) =>
  ({
    seq,
    load: 'l',
    method,
    params: {},
    platform: 'android',
    protocol: 'message',
    source: 'stub',
    at: 0,
    url: '#/',
    receivedAt,
    ...extra,
  }) as TimedCall;

describe('timeline rows', () => {
  const calls = [
    call(1, 'hello', 100),
    call(2, 'rate', 300),
    call(3, 'hello', 400),
    call(4, 'hello', 500),
  ];
  const requests: RequestEntry[] = [
    { method: 'POST', path: '/volleys/loan', status: 500, at: 200 },
  ];
  const rows = timelineRows(calls, requests, [{ name: 'back', at: 350 }]);

  it('puts the newest first and folds handshakes in a row into one', () => {
    expect(rows.map((r) => `${r.name}${r.folded ? ` x${r.folded}` : ''}`)).toEqual([
      'hello x2',
      'back',
      'rate',
      '/volleys/loan',
      'hello x1',
    ]);
  });

  it('filters by kind, by method and by text', () => {
    expect(
      filterRows(rows, { kinds: { ...ALL_KINDS, bridge: false }, method: '', text: '' }).map(
        (r) => r.name,
      ),
    ).toEqual(['back', '/volleys/loan']);
    expect(
      filterRows(rows, { kinds: ALL_KINDS, method: 'rate', text: '' }).map((r) => r.name),
    ).toEqual(['rate']);
    expect(
      filterRows(rows, { kinds: ALL_KINDS, method: '', text: '500' }).map((r) => r.name),
    ).toEqual(['/volleys/loan']);
    expect(methodsSeen(rows)).toEqual(['back', 'hello', 'rate']);
  });
});

describe('the package rows', () => {
  const rows = timelineRows(
    [call(1, 'packageInfo', 300)],
    [],
    [],
    [
      {
        at: 100,
        kind: 'refused',
        code: 'FILE_MISMATCH',
        reason: 'assets/app.js differs',
        from: 'a.zip',
      },
      { at: 200, kind: 'taken', version: '1.0.0', build: 4, from: 'b.zip', status: 'pending' },
      { at: 400, kind: 'healthy', build: 4, files: 9 },
    ],
  );

  it("puts what the shell did with its package on the same line of time as the page's calls", () => {
    expect(rows.map((r) => `${r.kind}:${r.name}`)).toEqual([
      'package:healthy',
      'bridge:packageInfo',
      'package:taken',
      'package:refused',
    ]);
  });

  it('filters them by kind and by their reason, never as methods', () => {
    expect(
      filterRows(rows, { kinds: { ...ALL_KINDS, package: false }, method: '', text: '' }).map(
        (r) => r.name,
      ),
    ).toEqual(['packageInfo']);
    expect(
      filterRows(rows, { kinds: ALL_KINDS, method: '', text: 'file_mismatch' }).map((r) => r.name),
    ).toEqual(['refused']);
    expect(
      filterRows(rows, { kinds: ALL_KINDS, method: 'healthy', text: '' }).map((r) => r.name),
    ).toEqual([]);
    expect(methodsSeen(rows)).toEqual(['packageInfo']);
  });
});

import { SHELL_REFUSAL_REASONS } from '@hybrid-loan/bridge-sdk/testing';
import { describe, expect, it } from 'vitest';
import type { CallEntry } from '../types/call-entry';
import { CallLogCheck, checkCallEntry, MAX_CALL_ENTRIES } from './call-entry-check';

const good: CallEntry = {
  seq: 1,
  load: 'l1',
  method: 'call',
  params: { phone: '0812' },
  platform: 'android',
  protocol: 'message',
  wire: { id: 1 },
  source: 'stub',
  reply: { ok: true, result: null },
  at: 12,
  latencyMs: 3,
  url: '#/loanDetails',
};

describe('the shape check of a page call log', () => {
  it('keeps the entries the shim writes, legacy and refused ones included', () => {
    const legacy: CallEntry = {
      ...good,
      protocol: 'legacy',
      legacy: { name: 'callPhone', args: ['0812'] },
      source: 'fail',
      refused: 'origin',
      reply: { ok: false, error: { code: 'FORBIDDEN' } },
    };
    const log = new CallLogCheck();
    expect(log.read([good, legacy])).toEqual([good, legacy]);
    expect(log.notes()).toEqual([]);
  });

  it('keeps a call refused for each reason a shell gives (method and params too)', () => {
    const refused = SHELL_REFUSAL_REASONS.map(
      (reason, i): CallEntry => ({ ...good, seq: i + 1, source: 'fail', refused: reason }),
    );
    const log = new CallLogCheck();
    expect(log.read(refused)).toEqual(refused);
    expect(log.notes()).toEqual([]);
  });

  it('drops malformed entries, says why without quoting them, and never throws', () => {
    const cyclic: Record<string, unknown> = { ...good };
    cyclic.params = cyclic;
    const log = new CallLogCheck();
    const kept = log.read([
      { ...good, at: '<img src=x onerror=alert(1)>' },
      { ...good, latencyMs: '<script>alert(1)</script>' },
      { ...good, reply: { ok: false } },
      { ...good, platform: 'windows' },
      { ...good, params: 10n },
      cyclic,
      null,
      '<script>',
      good,
    ]);
    expect(kept).toEqual([good]);
    const notes = log.notes();
    expect(notes).toEqual([
      'entry 1: "at": expected number',
      'entry 2: "latencyMs": expected number',
      'entry 3: "reply.error": is missing',
      'entry 4: "platform": expected ("android" | "ios")',
      'entry 5: is not plain JSON (a cycle or a big integer)',
      'entry 6: is not plain JSON (a cycle or a big integer)',
      'entry 7: the entry: expected Object',
      'entry 8: the entry: expected Object',
    ]);
    expect(notes.join(' ')).not.toMatch(/<script|<img|alert/);
  });

  it('reads a log that is not a list as empty, leaves unknown fields out, and says each reason once', () => {
    const log = new CallLogCheck();
    expect(log.read({ length: 1, 0: good })).toEqual([]);
    expect(log.read('<script>')).toEqual([]);
    expect(log.read(undefined)).toEqual([]);
    expect(log.read([{ ...good, injected: '<script>' }])).toEqual([good]);
    expect(log.one({ ...good, at: Number.NaN })).toBeUndefined();
    expect(log.one({ ...good, at: Number.NaN })).toBeUndefined();
    expect(log.notes()).toEqual([
      'the call log is not a list',
      'a reported entry: "at": expected number',
    ]);
    expect(checkCallEntry({ ...good, at: Number.POSITIVE_INFINITY })).toMatch(/^"at"/);
  });

  it('reads at most MAX_CALL_ENTRIES entries, saying how many it left', () => {
    const log = new CallLogCheck();
    const many = Array.from({ length: MAX_CALL_ENTRIES + 3 }, (_, i) => ({ ...good, seq: i }));
    expect(log.read(many)).toHaveLength(MAX_CALL_ENTRIES);
    expect(log.notes()).toEqual([`3 entries past the first ${MAX_CALL_ENTRIES}`]);
  });
});

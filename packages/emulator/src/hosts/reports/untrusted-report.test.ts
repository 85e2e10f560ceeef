import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../core/replay';
import type { CallEntry } from '../../types/call-entry';
import { htmlReport } from './html-report';
import { resultLine, writeReports } from './write-reports';

// What a page (or a grid node) can put in a result: script in any field, entries of any shape,
// control characters that would rewrite a terminal line.
const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(2)>';
const good: CallEntry = {
  seq: 1,
  method: `call${SCRIPT}`,
  params: { note: IMG },
  platform: 'android',
  protocol: 'message',
  source: 'stub',
  reply: { ok: false, error: { code: `E${SCRIPT}` } },
  at: 5,
  latencyMs: 2,
  url: '#/x',
};
const planted = (): ScenarioResult => ({
  name: 'planted-calls',
  device: 'android-recent',
  host: 'grid',
  engine: `chromium ${IMG}`,
  node: 'http://10.0.0.7:5555\r\u001b[2KPASS forged',
  ok: false,
  durationMs: 1000,
  error: `text "${SCRIPT}" not found\u001b[31m`,
  steps: [{ index: 0, label: `wait for "${SCRIPT}"`, ok: false, ms: 10, error: IMG }],
  calls: [
    good,
    { ...good, seq: 2, at: IMG },
    { ...good, seq: 3, latencyMs: SCRIPT },
    { ...good, seq: 4, reply: { ok: false } },
    null,
  ] as unknown as CallEntry[],
  requests: [],
});

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('reports of a page that plants script and malformed call entries', () => {
  it('writes both reports, with every planted value as escaped text and the malformed entries named', () => {
    dir = mkdtempSync(join(tmpdir(), 'untrusted-report-'));
    const { html, junit } = writeReports([planted()], dir);
    expect(existsSync(html) && existsSync(junit)).toBe(true);
    const page = readFileSync(html, 'utf8');
    expect(page).not.toMatch(/<script>|<img src=x/);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(page).toContain('malformed call log entries dropped');
    expect(page).toContain('entry 2: &quot;at&quot;: expected number');
    expect(page).toContain('entry 5: the entry: expected Object');
    // The one good entry is in the timeline.
    expect(page).toContain('<summary>Bridge timeline (1)</summary>');
    const xml = readFileSync(junit, 'utf8');
    expect(xml).not.toMatch(/<script>|[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).toContain('name="malformed call log entry"');
  });

  it('escapes every value the HTML writer prints, even in entries no check has seen', () => {
    const r = planted();
    r.calls = [{ ...good, at: IMG, latencyMs: SCRIPT } as unknown as CallEntry];
    r.host = SCRIPT;
    const page = htmlReport([r], {
      seed: IMG as unknown as number,
      grid: { url: SCRIPT, pageUrl: IMG, engines: [SCRIPT] },
    });
    expect(page).not.toMatch(/<script>|<img src=x/);
    expect(page).toContain('<td>&lt;img src=x onerror=alert(2)&gt; ms</td>');
  });

  it('prints one console line, its control characters shown as escapes', () => {
    const line = resultLine(planted());
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(line).toContain('10.0.0.7:5555\\u000d\\u001b[2KPASS forged');
    expect(line).toMatch(/^FAIL /);
    expect(line).toContain('malformed call log entries dropped: entry 2: "at": expected number');
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { mapFrame, mapReports } from './map-field-report';

function mapsWith(file: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'maps-'));
  const map = new SourceMapGenerator({ file });
  map.addMapping({
    generated: { line: 1, column: 99 },
    original: { line: 42, column: 6 },
    source: '../../src/app/start.tsx',
    name: 'start',
  });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, `${file}.map`), map.toString());
  return dir;
}

describe('mapping field reports back to source', () => {
  it('maps a frame of the build to its source file, line, column and name', () => {
    const dir = mapsWith('assets/shell-abc.js');
    expect(mapFrame('assets/shell-abc.js:1:100', dir)).toBe('src/app/start.tsx:42:7 (start)');
    expect(mapFrame('assets/other.js:1:1', dir)).toBe('assets/other.js:1:1 (no source map)');
    expect(mapFrame('external', dir)).toBe('external');
  });

  it('reads a batch and prints each report with its frames', () => {
    const dir = mapsWith('assets/shell-abc.js');
    const batch = {
      reports: [
        {
          type: 'render',
          page: '/repay',
          message: 'x is undefined',
          frames: ['assets/shell-abc.js:1:100'],
        },
        { type: 'bridge', page: '/repay', method: 'bankStart', code: 'TIMEOUT' },
      ],
    };
    expect(mapReports(batch, dir)).toEqual([
      'render on /repay: x is undefined\n    at src/app/start.tsx:42:7 (start)',
      'bridge on /repay: TIMEOUT',
    ]);
  });
});

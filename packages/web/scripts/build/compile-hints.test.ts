import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

function run(bundle: Record<string, unknown>) {
  const hook = compileHints().generateBundle as {
    handler: (o: unknown, b: Rolldown.OutputBundle) => void;
  };
  hook.handler({}, bundle as unknown as Rolldown.OutputBundle);
}

describe('compileHints', () => {
  it('puts the hint on the first line of every chunk and moves its source map down a line', () => {
    const chunk = { type: 'chunk', code: 'const a=1;export{a};', map: { mappings: 'AAAA' } };
    const asset = { type: 'asset', source: 'body{}' };
    run({ 'a.js': chunk, 'a.css': asset });
    expect(chunk.code).toBe(`//# allFunctionsCalledOnLoad\nconst a=1;export{a};`);
    expect(chunk.map.mappings).toBe(';AAAA');
    expect(asset.source).toBe('body{}');
  });

  it('adds it once when the hook runs again (a watch rebuild)', () => {
    const chunk = { type: 'chunk', code: `${COMPILE_HINT}x()`, map: null };
    run({ 'x.js': chunk });
    expect(chunk.code).toBe(`${COMPILE_HINT}x()`);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One colour and spacing system: the kit's tokens (ui/theme.css), used by every stylesheet.
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const THEME = join(src, 'ui/theme.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** The declarations of a stylesheet, comments cut out: `[file:line, property, value]`. */
function declarations(file: string): [string, string, string][] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (c) =>
    c.replace(/[^\n]/g, ' '),
  );
  return text.split('\n').flatMap((line, i) => {
    const m = /^\s*([a-z-]+)\s*:\s*(.+?);?\s*$/.exec(line);
    return m ? [[`${relative(src, file)}:${i + 1}`, m[1] as string, m[2] as string]] : [];
  });
}

const others = cssFiles(src).filter((f) => f !== THEME);
const defined = new Set(
  [...readFileSync(THEME, 'utf8').matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]),
);

describe('the kit tokens are the one colour and spacing system', () => {
  it('no stylesheet but the theme writes a colour', () => {
    const literal = /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i;
    const found = others.flatMap((f) =>
      declarations(f)
        .filter(([, prop, value]) => !prop.startsWith('--') && literal.test(value))
        .map(([at, prop, value]) => `${at} ${prop}: ${value}`),
    );
    expect(found).toEqual([]);
  });

  it('paddings, margins and gaps come from the spacing scale (0, 1px and 2px aside)', () => {
    const found = others.flatMap((f) =>
      declarations(f)
        .filter(([, prop]) => /^(padding|margin|gap|row-gap|column-gap)/.test(prop))
        .filter(([, , value]) =>
          [...value.matchAll(/(?<![\w.-])(\d*\.?\d+)px/g)].some(
            (m) => !['0', '1', '2'].includes(m[1] as string),
          ),
        )
        .map(([at, prop, value]) => `${at} ${prop}: ${value}`),
    );
    expect(found).toEqual([]);
  });

  it('every token a stylesheet uses is defined by the theme', () => {
    const used = others.flatMap((f) =>
      declarations(f).flatMap(([at, , value]) =>
        [...value.matchAll(/var\((--[a-z0-9-]+)/g)].map((m) => [at, m[1] as string] as const),
      ),
    );
    // Tokens a stylesheet defines for its own part (e.g. `--page-bottom`) are its own; `--ui-*`
    // are set by the kit's components on their element (columns, tab width).
    const local = new Set(
      others.flatMap((f) =>
        declarations(f)
          .filter(([, p]) => p.startsWith('--'))
          .map(([, p]) => p),
      ),
    );
    expect(
      used
        .filter(([, t]) => !defined.has(t) && !local.has(t) && !t.startsWith('--ui-'))
        .map(([at, t]) => `${at} ${t}`),
    ).toEqual([]);
  });
});

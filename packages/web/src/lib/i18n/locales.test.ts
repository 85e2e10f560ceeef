import { describe, expect, it } from 'vitest';

// The core texts and every feature's own (features/<name>/locales/<language>/<namespace>.json).
const all = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '../../features/*/locales/*/*.json'],
  { eager: true, import: 'default' },
);

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locale resources', () => {
  const byNamespace = new Map<string, Map<string, string[]>>();
  for (const [path, resource] of Object.entries(all)) {
    const [, lang = '', file = ''] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
    const ns = file;
    if (!byNamespace.has(ns)) byNamespace.set(ns, new Map());
    byNamespace.get(ns)?.set(lang, keys(resource).sort());
  }

  it('has English and Indonesian for every namespace, with the same keys', () => {
    expect(byNamespace.size).toBeGreaterThan(0);
    for (const [ns, langs] of byNamespace) {
      const en = langs.get('en-IN');
      const id = langs.get('id-ID');
      expect(en, `${ns} en-IN`).toBeDefined();
      expect(id, `${ns} id-ID`).toEqual(en);
      const zh = langs.get('zh-CN');
      if (zh)
        for (const key of zh) expect(en, `${ns} zh-CN key ${key} missing in en-IN`).toContain(key);
    }
  });

  it('has no empty text', () => {
    for (const [path, resource] of Object.entries(all)) {
      const walk = (v: unknown, at: string): void => {
        if (typeof v === 'string') expect(v.trim(), `${path} ${at}`).not.toBe('');
        else if (v && typeof v === 'object')
          for (const [k, c] of Object.entries(v)) walk(c, `${at}.${k}`);
      };
      walk(resource, '');
    }
  });
});

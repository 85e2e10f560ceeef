import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import en from './locales/en-IN/bridge-check.json' with { type: 'json' };
import id from './locales/id-ID/bridge-check.json' with { type: 'json' };
import { RAW_URLS } from './raw-cases';

// The vectors, through the SDK package's `conformance/*` export.
const vectors = (file: string): { raw?: boolean; wire: unknown[] }[] =>
  JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve(`@hybrid-loan/bridge-sdk/conformance/${file}`),
      'utf8',
    ),
  );

it("posts every openPage URL of the conformance vectors' raw messages", () => {
  const vectorUrls = [...vectors('shell-refusals.json'), ...vectors('open-page-urls.json')]
    .filter((v) => v.raw)
    .map((v) => (v.wire[0] as { params: { url: string } }).params.url);
  expect(vectorUrls.length).toBeGreaterThan(0);
  for (const url of vectorUrls) expect(RAW_URLS.map((r) => r.url)).toContain(url);
});

const keys = (o: object, at = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${at}${k}.`) : [`${at}${k}`],
  );

it('has the same texts in en-IN and id-ID', () => {
  expect(keys(id).sort()).toEqual(keys(en).sort());
});

import openPageUrls from '@hybrid-loan/bridge-sdk/conformance/open-page-urls.json' with {
  type: 'json',
};
import shellRefusals from '@hybrid-loan/bridge-sdk/conformance/shell-refusals.json' with {
  type: 'json',
};
import { expect, it } from 'vitest';
import en from './locales/en-IN/bridge-check.json' with { type: 'json' };
import id from './locales/id-ID/bridge-check.json' with { type: 'json' };
import { RAW_URLS } from './raw-cases';

it("posts every openPage URL of the conformance vectors' raw messages", () => {
  const vectorUrls = [...shellRefusals, ...openPageUrls]
    .filter((v) => 'raw' in v && v.raw)
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

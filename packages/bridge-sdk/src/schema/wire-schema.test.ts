import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { BridgeMethodName } from '../contract/methods.js';
import { contract } from '../method-table.js';
import type { ConformanceVector } from '../testing/conformance.js';
import { substitute } from '../testing/wire-match.js';
import { REPORT_SCHEMA_FILE } from './report-schema.js';
import { schemaFiles, WIRE_SCHEMA_FILE } from './wire-schema.js';

const root = new URL('../../', import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const vectors = readdirSync(new URL('conformance/', root))
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .flatMap((f): ConformanceVector[] => read(`conformance/${f}`));

const ajv = new Ajv2020({ strict: true, allErrors: true });
for (const schema of Object.values(schemaFiles())) ajv.addSchema(schema);
const wireId = schemaFiles()[WIRE_SCHEMA_FILE]?.$id as string;
const valid = (def: string, value: unknown): boolean => {
  const check = ajv.getSchema(`${wireId}#/$defs/${def}`);
  if (!check) throw new Error(`no definition ${def}`);
  return check(value) as boolean;
};
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

describe('the contract as JSON Schema', () => {
  it('is what `npm run schema` writes (regenerate after a contract change)', () => {
    for (const [name, schema] of Object.entries(schemaFiles()))
      expect(read(`schema/${name}`), `schema/${name}: run npm run schema`).toEqual(schema);
    expect(readdirSync(new URL('schema/', root)).sort()).toEqual(Object.keys(schemaFiles()).sort());
  });

  it("validates every conformance vector's wire and reply", () => {
    let seen = 0;
    for (const v of vectors) {
      v.wire.forEach((message, i) => {
        const m = substitute(message, 'conformance', 1);
        const def = v.protocol === 'message' ? 'WireCall' : 'LegacyCall';
        expect(valid(def, m), `${v.name}: wire[${i}] is a ${def}`).toBe(true);
        seen += 1;
      });
      if (v.reply !== null) {
        expect(valid('WireReply', substitute(v.reply, 'conformance', 1)), `${v.name}: reply`).toBe(
          true,
        );
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(60);
  });

  it("says what the SDK's own checks say of every vector's params and results", () => {
    for (const v of vectors) {
      const m = v.call.method as BridgeMethodName;
      const params = v.call.params ?? {};
      expect(valid(`${pascal(m)}Params`, params), `${v.name}: params`).toBe(
        contract[m].params(params),
      );
      const reply = v.reply as { ok?: boolean; result?: unknown } | null;
      if (reply?.ok && (m === 'rate' || m === 'hello'))
        expect(valid(`${pascal(m)}Result`, reply.result), `${v.name}: result`).toBe(
          contract[m].result(reply.result),
        );
    }
  });

  it('refuses what is not a bridge message', () => {
    const call = {
      bridge: 1,
      session: 's',
      id: 1,
      method: 'call',
      params: { phone: '0215550100' },
    };
    expect(valid('WireCall', call)).toBe(true);
    expect(valid('WireCall', { ...call, method: 'selfDestruct' })).toBe(false);
    expect(valid('WireCall', { ...call, id: '1' })).toBe(false);
    expect(valid('WireCall', { ...call, params: { phone: '*#06#' } })).toBe(false);
    expect(valid('WireCall', { ...call, params: { phone: '1', extra: 1 } })).toBe(false);
    expect(valid('WireReply', { bridge: 1, session: 's', id: 1, ok: false })).toBe(false);
    expect(valid('WireEvent', { bridge: 1, event: 'back' })).toBe(true);
    expect(valid('WireEvent', { bridge: 1, event: 'bankResult', data: { ok: 'yes' } })).toBe(false);
    expect(valid('WireEvent', { bridge: 1, event: 'bankResult' })).toBe(false);
    expect(valid('Identity', { platform: 'android', languageType: '1', token: 't' })).toBe(true);
    expect(valid('Identity', { platform: 'web' })).toBe(false);
  });

  it('describes the self-check report', () => {
    const id = schemaFiles()[REPORT_SCHEMA_FILE]?.$id as string;
    const check = ajv.getSchema(id);
    const report = {
      format: 1,
      platform: 'android',
      protocol: 'message',
      appVersion: '8.2.0',
      engine: 'Mozilla/5.0',
      checks: [
        { id: 'handshake.contract', kind: 'auto', status: 'pass' },
        { id: 'guided.back', kind: 'guided', status: 'fail', expected: 'back', actual: 'none' },
      ],
    };
    expect(check?.(report)).toBe(true);
    expect(check?.({ ...report, checks: [{ id: 'x', kind: 'auto', status: 'ok' }] })).toBe(false);
    expect(check?.({ ...report, token: 'secret' })).toBe(false);
  });
});

import fc from 'fast-check';
import { HttpResponse, http as mswHttp } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../../../sandbox/test-server';
import { forgetIdentity, initIdentity } from '../identity';
import { ApiError } from './api-error';
import { fetchData } from './call-feedback';
import { defineEndpoint } from './endpoint';

const server = useSandbox();

const echo = defineEndpoint({
  method: 'GET',
  path: '/property/envelope',
  schema: v.object({ amount: v.number() }),
});

/** Codes the brand reads as an expired session end in a logout, not a server error: kept out. */
const SESSION_CODES = new Set(['401', '-401']);
const code = fc.oneof(fc.integer({ min: -999, max: 999 }), fc.string({ maxLength: 6 }));
const notSession = (c: string | number) => !SESSION_CODES.has(String(c));

type Outcome = { data: unknown } | { kind: string };

/** What `fetchData` did with one body: its data, or the kind of ApiError; anything else fails. */
async function outcome(body: string): Promise<Outcome> {
  server.use(
    mswHttp.get(
      '*/volleys/property/envelope',
      () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  try {
    return { data: await fetchData(echo, {}, { silent: true }) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { kind: error.kind };
  }
}

describe('http envelope (property)', () => {
  beforeEach(() => {
    forgetIdentity();
    window.history.replaceState(null, '', '/#/x?token=tk&deviceId=dev-prop&languageType=1');
    initIdentity(window);
  });

  it('a valid envelope with a success code and good data yields the data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0, '0'),
        fc.option(fc.string(), { nil: undefined }),
        async (amount, success, message) => {
          const data = { amount: Object.is(amount, -0) ? 0 : amount };
          const result = await outcome(JSON.stringify({ code: success, message, data }));
          expect(result).toEqual({ data });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a non-success code yields a server ApiError, whatever the data', async () => {
    await fc.assert(
      fc.asyncProperty(
        code.filter((c) => String(c) !== '0' && notSession(c)),
        fc.jsonValue(),
        async (c, data) => {
          const result = await outcome(JSON.stringify({ code: c, msg: 'no', data }));
          expect(result).toEqual({ kind: 'server' });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('arbitrary JSON and broken bodies never escape as anything but a typed ApiError', async () => {
    const body = fc.oneof(
      fc.jsonValue().map((j) => JSON.stringify(j)),
      fc
        .record({ code: fc.constantFrom(0, '0'), data: fc.jsonValue() })
        .map((e) => JSON.stringify(e)),
      fc.string(),
      fc.jsonValue().map((j) => JSON.stringify(j).slice(0, -1)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const envelope =
          typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
            ? (parsed as Record<string, unknown>)
            : undefined;
        const codeOk =
          envelope && (typeof envelope.code === 'string' || typeof envelope.code === 'number');
        fc.pre(!codeOk || notSession(envelope.code as string | number));
        const result = await outcome(text);
        const dataOk = v.safeParse(echo.schema, envelope?.data).success;
        const messageOk = (key: string) =>
          envelope?.[key] === undefined ||
          envelope[key] === null ||
          typeof envelope[key] === 'string';
        if (!codeOk || !messageOk('message') || !messageOk('msg'))
          expect(result).toEqual({ kind: 'malformed' });
        else if (String(envelope.code) !== '0') expect(result).toEqual({ kind: 'server' });
        else if (!dataOk) expect(result).toEqual({ kind: 'malformed' });
        else expect(result).toEqual({ data: envelope.data });
      }),
      { numRuns: 120 },
    );
  });
});

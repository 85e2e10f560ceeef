import { FIELD_REPORT_SCHEMA, type FieldReportBatch } from '@hybrid-loan/bridge-sdk/contract';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import schema from '../../../docs/field-report.schema.json' with { type: 'json' };
import { fieldEvent, MAX_HELD, releaseFieldEvents } from '../field';
import { ApiError } from '../http/api-error';
import { startFieldReports } from './reporter';

const validate = new Ajv({ allErrors: true }).compile(schema);

let sent: FieldReportBatch[] = [];
// The window is shared with other test files (no isolation): what is stubbed here is put back.
const own = {
  fetch: Object.getOwnPropertyDescriptor(window, 'fetch'),
  Request: Object.getOwnPropertyDescriptor(window, 'Request'),
};

/** An engine whose fetch has `keepalive` (Chromium 66+, iOS 13+) or one without. */
function engineWithKeepalive(keepalive: boolean) {
  class EngineRequest {}
  if (keepalive) Object.defineProperty(EngineRequest.prototype, 'keepalive', { value: true });
  Object.defineProperty(window, 'Request', { configurable: true, value: EngineRequest });
}

beforeEach(() => {
  releaseFieldEvents();
  sent = [];
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/#/loanDetails?orderId=ORD99887766');
  engineWithKeepalive(true);
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    }),
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((_url: string, body: Blob) => {
      void body.text().then((text) => sent.push(JSON.parse(text)));
      return true;
    }),
  });
});

afterEach(() => {
  for (const [key, descriptor] of Object.entries(own)) {
    if (descriptor) Object.defineProperty(window, key, descriptor);
    else Reflect.deleteProperty(window, key);
  }
  releaseFieldEvents();
  vi.useRealTimers();
});

const options = { url: '/field', sampleRate: 1, maxPerPage: 5, market: 'IN', flushMs: 1000 };

async function flushed(): Promise<FieldReportBatch[]> {
  vi.advanceTimersByTime(1000);
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
  return sent;
}

describe('field reports', () => {
  it('sends what was held before it loaded, scrubbed, in one batch that matches the schema', async () => {
    const error = new Error('no order ORD20261127X9 for phone 9876543210');
    fieldEvent('error', error);
    fieldEvent(
      'api',
      new ApiError('http', '/loan-details/loan-details?token=t1', 'HTTP 500', { status: 500 }),
    );
    expect(startFieldReports(options)).toBe('on');
    fieldEvent('state');
    const [batch] = await flushed();
    expect(validate(batch), JSON.stringify(validate.errors)).toBe(true);
    expect(batch?.schema).toBe(FIELD_REPORT_SCHEMA);
    expect(batch?.context).toMatchObject({ market: 'IN', source: 'network', build: 'dev' });
    expect(batch?.reports.map((r) => r.type)).toEqual(['error', 'api', 'state']);
    expect(batch?.reports[1]).toMatchObject({
      page: '/loanDetails',
      endpoint: '/loan-details/loan-details',
      class: 'http',
      status: 500,
    });
    expect(batch?.reports[2]).toMatchObject({ cause: 'api http /loan-details/loan-details' });
    const text = JSON.stringify(batch);
    for (const secret of ['ORD20261127X9', '9876543210', 'ORD99887766', 't1'])
      expect(text).not.toContain(secret);
  });

  it('reports a failed chunk once, not again as the render error it becomes', async () => {
    startFieldReports(options);
    const error = new TypeError('Failed to fetch dynamically imported module');
    fieldEvent('chunk', { route: '/repay', attempt: 1, error });
    fieldEvent('render', error);
    fieldEvent('chunk', { route: '/repay', attempt: 2, ok: true });
    const [batch] = await flushed();
    expect(batch?.reports).toMatchObject([
      { type: 'chunk', route: '/repay', attempt: 1, outcome: 'failed' },
      { type: 'chunk', route: '/repay', attempt: 2, outcome: 'recovered' },
    ]);
  });

  it('reports bridge failures by method and code, never a cancelled call', async () => {
    startFieldReports(options);
    fieldEvent('bridge', { method: 'bankStart', code: 'TIMEOUT' });
    fieldEvent('api', new ApiError('cancelled', '/x', 'cancelled'));
    const [batch] = await flushed();
    expect(batch?.reports).toMatchObject([
      { type: 'bridge', method: 'bankStart', code: 'TIMEOUT' },
    ]);
  });

  it('caps a page and sends a full batch at once', async () => {
    startFieldReports({ ...options, maxPerPage: 3, batchSize: 2 });
    for (let i = 0; i < 6; i += 1) fieldEvent('rejection', new Error(`e${i}`));
    await vi.waitFor(() => expect(sent.length).toBe(1));
    const [batch] = await flushed();
    expect(sent.flatMap((b) => b.reports)).toHaveLength(3);
    expect(batch?.reports).toHaveLength(2);
  });

  it('sends at page hide without waiting', async () => {
    startFieldReports(options);
    fieldEvent('error', new Error('late'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });

  it('is off without an endpoint and sampled out at a rate, dropping what was held', () => {
    fieldEvent('error', new Error('x'));
    expect(startFieldReports({ ...options, url: '' })).toBe('off');
    releaseFieldEvents();
    expect(startFieldReports({ ...options, sampleRate: 0.25, random: () => 0.5 })).toBe(
      'sampled-out',
    );
    fieldEvent('error', new Error('y'));
    vi.advanceTimersByTime(10_000);
    expect(window.fetch).not.toHaveBeenCalled();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('sends with a keepalive POST where the engine has one (its Origin is real on WebKit too)', async () => {
    startFieldReports(options);
    fieldEvent('state');
    await flushed();
    expect(window.fetch).toHaveBeenCalledWith(
      '/field',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
    );
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('sends a beacon where fetch has no keepalive, and a plain POST when the beacon is refused', async () => {
    engineWithKeepalive(false);
    startFieldReports(options);
    fieldEvent('state');
    await flushed();
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
    expect(window.fetch).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    fieldEvent('error', new Error('again'));
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(window.fetch).toHaveBeenCalledWith(
      '/field',
      expect.objectContaining({ method: 'POST', keepalive: false }),
    );
  });

  it('holds a bounded number of events before the reporter loads', async () => {
    for (let i = 0; i < MAX_HELD + 10; i += 1) fieldEvent('state');
    startFieldReports({ ...options, maxPerPage: 100, batchSize: 100 });
    const [batch] = await flushed();
    expect(batch?.reports).toHaveLength(MAX_HELD);
  });

  it('never throws into the page', async () => {
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      value: () => {
        throw new Error('quota');
      },
    });
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: () => {
        throw new Error('quota');
      },
    });
    startFieldReports(options);
    const hostile = {
      get message(): string {
        throw new Error('getter');
      },
    };
    expect(() => fieldEvent('chunk', { route: '/x', error: hostile })).not.toThrow();
    expect(() => fieldEvent('error', new Error('fine'))).not.toThrow();
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { useSandbox } from './test-server';

useSandbox();

const base = 'http://localhost/';
async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, base), init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text: the malformed fault
  }
  return { status: response.status, body: body as Record<string, unknown> };
}
const contact = (device: string) =>
  call('/volleys/v3/personal-center/contact-kf-info', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Device-Id': device,
      Authorization: 'Bearer secret',
    },
    body: 'overall=30&phone=08123',
  });
const control = (path: string, method: string, body?: unknown) =>
  call(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('sandbox backend', () => {
  it('lists areas and chooses fixtures per device, refusing unknown names clearly', async () => {
    const list = await control('/__sandbox/fixtures', 'GET');
    expect((list.body.areas as Record<string, unknown>).service).toEqual({
      default: 'default',
      fixtures: ['default', 'no-phone'],
    });
    expect(
      (await control('/__sandbox/devices/a/fixtures', 'POST', { service: 'no-phone' })).status,
    ).toBe(200);
    expect(((await contact('a')).body.data as { smWa: string }).smWa).toBe('');
    expect(((await contact('b')).body.data as { smWa: string }).smWa).not.toBe('');
    const bad = await control('/__sandbox/devices/a/fixtures', 'POST', {
      service: 'nope',
      zzz: 'x',
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toContain('area "service" has no fixture "nope"');
    expect(String(bad.body.error)).toContain('unknown area "zzz"');
  });

  it('injects faults per endpoint and device, counted with `times`', async () => {
    await control('/__sandbox/devices/f/faults', 'PUT', {
      faults: [
        {
          endpoint: '/v3/personal-center/contact-kf-info',
          code: 500123,
          message: 'down',
          times: 1,
        },
      ],
    });
    expect((await contact('f')).body).toMatchObject({ code: 500123, message: 'down' });
    expect((await contact('f')).body.code).toBe(0);
    expect((await contact('other')).body.code).toBe(0);
    await control('/__sandbox/devices/f/faults', 'PUT', {
      faults: [{ endpoint: '*', status: 500 }],
    });
    expect((await contact('f')).status).toBe(500);
    await control('/__sandbox/devices/f/faults', 'PUT', {
      faults: [{ endpoint: '*', malformed: true }],
    });
    expect(typeof (await contact('f')).body).toBe('string');
    await control('/__sandbox/devices/f/faults', 'PUT', {
      faults: [{ endpoint: '*', drop: true }],
    });
    await expect(contact('f')).rejects.toThrow();
    await control('/__sandbox/devices/f/faults', 'PUT', {
      faults: [{ endpoint: '*', latencyMs: 120 }],
    });
    const started = Date.now();
    await contact('f');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    await control('/__sandbox/devices/f/faults', 'DELETE');
    expect((await contact('f')).status).toBe(200);
    expect((await control('/__sandbox/devices/f/faults', 'PUT', { faults: [{}] })).status).toBe(
      400,
    );
  });

  it('logs requests with tokens and phones redacted', async () => {
    await contact('log');
    const log = await control('/__sandbox/devices/log/requests', 'GET');
    const [entry] = log.body.requests as {
      path: string;
      params: Record<string, string>;
      status: number;
    }[];
    expect(entry).toMatchObject({ path: '/v3/personal-center/contact-kf-info', status: 200 });
    expect(entry?.params).toMatchObject({
      token: '***',
      phone: '***',
      overall: '30',
      deviceId: 'log',
    });
  });

  it('logs codes, repayment tokens and card numbers redacted: the secret-key rule', async () => {
    await call('/volleys/v3/personal-center/contact-kf-info', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Device-Id': 'sec',
        Authorization: 'Bearer t1',
      },
      body: 'verifyCode=482913&repayToken=rt-9&cardNo=4111111111111111&smsCode=1234&capcode=77&password=pw&orderId=1001',
    });
    const log = await control('/__sandbox/devices/sec/requests', 'GET');
    const [entry] = log.body.requests as { params: Record<string, string> }[];
    expect(entry?.params).toEqual({
      deviceId: 'sec',
      token: '***',
      verifyCode: '***',
      repayToken: '***',
      cardNo: '***',
      smsCode: '***',
      capcode: '***',
      password: '***',
      orderId: '1001',
    });
    expect(JSON.stringify(log.body)).not.toMatch(/482913|rt-9|4111111111111111/);
  });

  it('answers unknown API paths with a 404 naming the path', async () => {
    const res = await call('/volleys/v3/unknown/thing', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The sandbox has no endpoint POST /volleys/v3/unknown/thing');
  });

  it('collects field vitals for the benchmark', async () => {
    await call('/volleys/__vitals', {
      method: 'POST',
      body: JSON.stringify({ name: 'LCP', value: 900, page: '/repay' }),
    });
    const vitals = await control('/__sandbox/vitals', 'GET');
    expect(vitals.body.reports).toEqual([
      expect.objectContaining({ name: 'LCP', value: 900, page: '/repay' }),
    ]);
  });

  it('keeps field report batches that match the schema, by device, and refuses others', async () => {
    const batch = {
      schema: 'hybrid-loan/field-report',
      version: 1,
      sentAt: 1,
      context: {
        build: 'dev',
        source: 'network',
        engine: { family: 'chromium', major: 80 },
        platform: 'android',
        market: 'IN',
      },
      reports: [{ type: 'bridge', at: 1, page: '/repay', method: 'bankStart', code: 'TIMEOUT' }],
    };
    const send = (body: unknown, device: string) =>
      call('/volleys/__field', {
        method: 'POST',
        headers: { cookie: `hl-sandbox-device=${device}` },
        body: JSON.stringify(body),
      });
    expect((await send(batch, 'field-a')).status).toBe(204);
    expect((await send(batch, 'field-b')).status).toBe(204);
    const refused = await send({ ...batch, reports: [{ type: 'api', page: '/x?token=1' }] }, 'a');
    expect(refused.status).toBe(400);
    expect(String(refused.body.error)).toMatch(/^not a field report batch: \/reports\/0/);
    const mine = await control('/__sandbox/field-reports?device=field-a', 'GET');
    expect(mine.body.reports).toEqual([
      expect.objectContaining({
        type: 'bridge',
        method: 'bankStart',
        device: 'field-a',
        context: expect.objectContaining({ market: 'IN' }),
      }),
    ]);
    expect((await control('/__sandbox/field-reports', 'GET')).body.reports).toHaveLength(2);
  });
});

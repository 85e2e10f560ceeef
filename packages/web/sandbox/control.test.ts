import { describe, expect, it } from 'vitest';
import { useSandbox } from './test-server';

useSandbox();

/** The control API under hostile input: inherited names, wrong shapes, out-of-range numbers. */
async function control(path: string, method: string, body?: string) {
  const response = await fetch(new URL(path, 'http://localhost/'), {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const contact = () =>
  fetch('http://localhost/volleys/v3/personal-center/contact-kf-info', {
    method: 'POST',
    headers: { 'X-Device-Id': 'd1', Authorization: 'Bearer t' },
  });

describe('the sandbox control API', () => {
  it('looks fixtures up by own name only: "constructor" is not a fixture', async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const answer = await control(
        '/__sandbox/devices/d1/fixtures',
        'POST',
        JSON.stringify({ service: name }),
      );
      expect(answer.status, name).toBe(400);
      expect(String(answer.body.error)).toContain(`area "service" has no fixture "${name}"`);
    }
    // The device still answers from its real fixture.
    expect((await contact()).status).toBe(200);
    const proto = await control('/__sandbox/devices/d1/fixtures', 'POST', '{"__proto__": "x"}');
    expect(proto.status).toBe(400);
    expect(String(proto.body.error)).toContain('unknown area "__proto__"');
  });

  it('takes only an object of names to names as a fixture choice', async () => {
    for (const body of ['[]', '"service"', 'null', '{"service": 1}', '{"service": {}}', 'nope']) {
      const answer = await control('/__sandbox/devices/d1/fixtures', 'POST', body);
      expect(answer.status, body).toBe(400);
      expect(String(answer.body.error), body).toMatch(/fixture|JSON|object/);
    }
  });

  it('refuses a fault with an inherited field name without throwing, and says why', async () => {
    const answer = await control(
      '/__sandbox/devices/d1/faults',
      'PUT',
      '{"faults": [{"endpoint": "*", "constructor": 1}]}',
    );
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toContain('unknown fault field "constructor"');
  });

  it('refuses a status that is no HTTP error (99 made every request a 500) and other ranges', async () => {
    for (const [fault, reason] of [
      [{ endpoint: '*', status: 99 }, '"status" must be an integer from 400 to 599'],
      [{ endpoint: '*', status: 200 }, '"status" must be an integer from 400 to 599'],
      [{ endpoint: '*', latencyMs: 3_600_000 }, '"latencyMs" must be an integer from 0 to 60000'],
      [{ endpoint: '*', times: 0 }, '"times" must be an integer from 1 to 1000'],
      [{ endpoint: 'loan' }, '"endpoint" must be "*" or a path'],
    ] as const) {
      const answer = await control(
        '/__sandbox/devices/d1/faults',
        'PUT',
        JSON.stringify({ faults: [fault] }),
      );
      expect(answer.status, JSON.stringify(fault)).toBe(400);
      expect(String(answer.body.error)).toContain(reason);
    }
    // Nothing was set: the device answers normally.
    expect((await contact()).status).toBe(200);
    const good = await control(
      '/__sandbox/devices/d1/faults',
      'PUT',
      JSON.stringify({ faults: [{ endpoint: '*', status: 503, times: 1 }] }),
    );
    expect(good.status).toBe(200);
    expect((await contact()).status).toBe(503);
    expect((await contact()).status).toBe(200);
  });
});

describe('the sandbox API under hostile bodies', () => {
  it('answers a JSON body that is no object like an empty one, not with a 500', async () => {
    for (const body of ['null', '[1,2]', '"x"', '7']) {
      const response = await fetch('http://localhost/volleys/v3/personal-center/contact-kf-info', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Device-Id': 'd2',
          Authorization: 'Bearer t',
        },
        body,
      });
      expect(response.status, body).toBe(200);
    }
  });
});

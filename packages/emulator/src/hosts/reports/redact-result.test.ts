import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../core/replay';
import { describeStep } from '../../core/scenario';
import { htmlReport } from './html-report';
import { junitXml } from './junit';
import { resultLine } from './write-reports';

// A failed run whose every field carries a secret, as a real failure can.
const failed: ScenarioResult = {
  name: 'registration',
  device: 'android-low',
  host: 'headless',
  ok: false,
  durationMs: 1200,
  steps: [
    {
      index: 0,
      label: describeStep({ step: 'fill', testId: 'register-phone', value: '081234567890' }),
      ok: true,
      ms: 10,
    },
    {
      index: 1,
      label: describeStep({ step: 'fill', testId: 'register-sms', value: '482913' }),
      ok: true,
      ms: 10,
    },
    {
      index: 2,
      label: describeStep({ step: 'expectUrl', path: '/x', query: { token: 'tok-SECRET' } }),
      ok: false,
      ms: 10,
      error: 'URL is /registerTemplate?token=tok-SECRET&capcode=Xy7q, not /downloadTemplate',
    },
  ],
  calls: [{ at: 5, method: 'call', params: { phone: '+62 812 3456 7890' }, source: 'page' }],
  requests: [
    {
      method: 'POST',
      path: '/volleys/register?mobile=081234567890',
      params: { smsCode: '482913', token: 'tok-SECRET' },
    },
  ],
  comparison: { ok: false, diff: 'expected {"phone":"081234567890","smsCode":"482913"}' },
  error: 'step 3 failed at /p?token=tok-SECRET',
  retried: 'its node http://10.0.0.7:5555 stopped answering (URL is /x?token=tok-SECRET)',
} as unknown as ScenarioResult;

const SECRETS = ['081234567890', '482913', 'tok-SECRET', 'Xy7q', '3456 7890'];

describe('reports of a run', () => {
  it.each([
    ['the HTML report', () => htmlReport([failed])],
    ['JUnit', () => junitXml([failed])],
    ['the console line', () => resultLine(failed)],
  ])('%s shows no token, phone number, SMS or captcha code', (_name, write) => {
    const text = write();
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
});

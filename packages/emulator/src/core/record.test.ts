import { describe, expect, it } from 'vitest';
import type { CallEntry } from './call-log';
import { validateScenario } from './load-scenario';
import { recordingToScenario } from './record';

const call = (method: string, params: unknown): CallEntry => ({
  seq: 1,
  method,
  params,
  platform: 'android',
  protocol: 'message',
  source: 'stub',
  at: 0,
  url: '#/',
});

describe('recordingToScenario', () => {
  it('makes a valid scenario with redacted secrets and the answers as replies', () => {
    const scenario = recordingToScenario({
      name: 'recorded-x',
      device: 'android-low',
      identity: { token: 'secret', deviceId: 'd', languageType: '1' },
      entry: '/registerTemplate?id=1',
      protocol: 'message',
      unscripted: 'ask',
      steps: [
        { step: 'fill', testId: 'register-phone', value: '081234567890' },
        { step: 'fill', testId: 'register-sms', value: '482913' },
        { step: 'fill', testId: 'register-captcha', value: 'Xy7q' },
        { step: 'tap', testId: 'register-submit' },
      ],
      calls: [call('hello', { contract: 1 }), call('call', { phone: '+62 812 3456 7890' })],
      answers: { rate: [{ result: { shown: false } }] },
    });
    expect(validateScenario(scenario)).toEqual([]);
    expect(JSON.stringify(scenario)).not.toContain('secret');
    expect(JSON.stringify(scenario)).not.toContain('3456');
    expect(JSON.stringify(scenario)).not.toContain('482913');
    expect(JSON.stringify(scenario)).not.toContain('Xy7q');
    expect(scenario.steps[1]).toMatchObject({ testId: 'register-sms', value: '[redacted]' });
    expect(scenario.identity).toEqual({ languageType: '1' });
    expect(scenario.steps[0]).toEqual({
      step: 'fill',
      testId: 'register-phone',
      value: '080000000000',
    });
    expect(scenario.expectedCalls).toEqual({
      order: 'strict',
      calls: [{ method: 'call', params: { phone: '[redacted]' } }],
    });
    expect(scenario.replies).toEqual({ rate: { result: { shown: false } } });
    expect(scenario.unscripted).toBe('fail');
  });
});

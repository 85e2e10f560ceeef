import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../core/scenario';
import type { ScenarioFile } from '../scenario-files';
import { takeNext } from './run-suite';

const file = (device?: string, orientation?: 'landscape'): ScenarioFile => ({
  file: `${device}.json`,
  scenario: {
    version: 1,
    name: String(device),
    entry: '/',
    steps: [],
    ...(device ? { device } : {}),
    ...(orientation ? { orientation } : {}),
  } as Scenario,
});

describe('takeNext', () => {
  const files = [
    file(),
    file('iphone-notch'),
    file('android-low'),
    file('iphone-notch'),
    file('android-low', 'landscape'),
  ];
  it('takes a scenario of the device the worker just used, in order, before any other', () => {
    const pending = [0, 1, 2, 3, 4];
    expect(takeNext(pending, files, 'iphone-notch|portrait')).toBe(1);
    expect(takeNext(pending, files, 'iphone-notch|portrait')).toBe(3);
    // The default device is android-low, portrait.
    expect(takeNext(pending, files, 'android-low|portrait')).toBe(0);
    expect(takeNext(pending, files, 'android-low|portrait')).toBe(2);
    expect(pending).toEqual([4]);
  });
  it('takes the next in order when nothing of that device is left, and nothing when all are taken', () => {
    const pending = [2, 4];
    expect(takeNext(pending, files, 'iphone-notch|portrait')).toBe(2);
    expect(takeNext(pending, files, undefined)).toBe(4);
    expect(takeNext(pending, files, undefined)).toBeUndefined();
  });
});

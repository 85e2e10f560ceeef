import { describe, expect, it } from 'vitest';
import { detect, hasLegacy, type ShellGlobals } from './detect.js';

const post = { postMessage: () => {} };

describe('detect', () => {
  it('finds the message globals', () => {
    expect(detect({ LoanNative: post }, 'message', [])).toBe('android');
    expect(detect({ webkit: { messageHandlers: { loanNative: post } } }, 'message', [])).toBe(
      'ios',
    );
    expect(detect({}, 'message', [])).toBeUndefined();
    expect(detect({ webkit: {} }, 'message', [])).toBeUndefined();
    expect(detect({ LoanNative: {} } as ShellGlobals, 'message', [])).toBeUndefined();
  });

  it('finds the legacy globals', () => {
    expect(detect({ nativeMethod: {} }, 'legacy', ['closeSyn'])).toBe('android');
    expect(
      detect({ webkit: { messageHandlers: { toGrade: post } } }, 'legacy', ['closeSyn', 'toGrade']),
    ).toBe('ios');
    expect(
      detect({ webkit: { messageHandlers: { other: post } } }, 'legacy', ['toGrade']),
    ).toBeUndefined();
    expect(detect({ LoanNative: post }, 'legacy', ['toGrade'])).toBeUndefined();
  });

  it('checks single legacy functions', () => {
    const w: ShellGlobals = {
      nativeMethod: { closeSyn: () => {} },
      webkit: { messageHandlers: { toGrade: post } },
    };
    expect(hasLegacy(w, 'android', 'closeSyn')).toBe(true);
    expect(hasLegacy(w, 'android', 'toGrade')).toBe(false);
    expect(hasLegacy(w, 'ios', 'toGrade')).toBe(true);
    expect(hasLegacy(w, 'ios', 'closeSyn')).toBe(false);
  });
});

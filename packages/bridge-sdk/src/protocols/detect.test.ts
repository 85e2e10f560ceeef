import { describe, expect, it } from 'vitest';
import { legacyFn, legacyShell } from '../legacy/legacy-shell.js';
import { detectMessage, type ShellGlobals } from './detect.js';

const post = { postMessage: () => {} };

describe('detect', () => {
  it('finds the message globals', () => {
    expect(detectMessage({ LoanNative: post })).toBe('android');
    expect(detectMessage({ webkit: { messageHandlers: { loanNative: post } } })).toBe('ios');
    expect(detectMessage({})).toBeUndefined();
    expect(detectMessage({ webkit: {} })).toBeUndefined();
    expect(detectMessage({ LoanNative: {} } as ShellGlobals)).toBeUndefined();
  });

  it('finds the legacy globals', () => {
    const shell = legacyShell({ closeWebview: 'closeSyn()', rate: 'toGrade()' });
    expect(shell.detect({ nativeMethod: {} })).toBe('android');
    expect(shell.detect({ webkit: { messageHandlers: { toGrade: post } } })).toBe('ios');
    expect(
      legacyShell({ rate: 'toGrade()' }).detect({ webkit: { messageHandlers: { other: post } } }),
    ).toBeUndefined();
    expect(legacyShell({ rate: 'toGrade()' }).detect({ LoanNative: post })).toBeUndefined();
  });

  it('checks single legacy functions, and calls Android ones on nativeMethod', () => {
    const seen: unknown[] = [];
    const nativeMethod = {
      closeSyn(this: unknown, ...args: string[]) {
        seen.push(this, args);
      },
    };
    const android: ShellGlobals = { nativeMethod, webkit: { messageHandlers: { toGrade: post } } };
    const ios: ShellGlobals = { webkit: { messageHandlers: { toGrade: post } } };
    expect(legacyFn(android, 'toGrade')).toBeUndefined();
    expect(legacyFn(ios, 'closeSyn')).toBeUndefined();
    expect(legacyFn(ios, 'toGrade')).toBeTypeOf('function');
    legacyFn(android, 'closeSyn')?.(['a', 'b']);
    expect(seen).toEqual([nativeMethod, ['a', 'b']]);
  });
});

/**
 * Ways to make the in-page shell wrong on purpose, for checking the bridge self-check page (it must
 * name each): hello leaves out a method (`rate`), every error reply carries `NATIVE_ERROR`,
 * `openPage` lets `intent:`, `javascript:` and `file:` through, replies carry the first session
 * the shell saw instead of the call's.
 */
export const SHELL_FAULTS = [
  'hello-missing-method',
  'wrong-error-code',
  'unchecked-scheme',
  'foreign-session',
] as const;

export type ShellFault = (typeof SHELL_FAULTS)[number];

/** The method `hello-missing-method` leaves out of hello (the shell still handles it). */
export const FAULT_MISSING_METHOD = 'rate';
/** The schemes `unchecked-scheme` lets through. */
export const FAULT_SCHEMES = ['intent', 'javascript', 'file'];

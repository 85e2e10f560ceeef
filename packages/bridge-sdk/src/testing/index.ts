/**
 * Test helpers: a fake Android or iOS shell (with the hooks a shell built on it needs, as the
 * emulator's in-page shell is), and the conformance runner that checks any shell
 * against the vectors in `@hybrid-loan/bridge-sdk/conformance/*.json`.
 *
 * @packageDocumentation
 */

export {
  type ConformanceOptions,
  type ConformanceResult,
  type ConformanceVector,
  runConformanceVector,
  type ShellInstaller,
} from './conformance.js';
export { installFakeShell } from './fake-shell.js';
export { defaultAnswer, isErrorLike } from './shell-rules.js';
export type {
  BridgeErrorLike,
  FakeCall,
  FakeReply,
  FakeShell,
  ShellAnswer,
  ShellHooks,
  ShellOptions,
  ShellRefusalReason,
} from './shell-types.js';
export { SHELL_REFUSAL_REASONS } from './shell-types.js';

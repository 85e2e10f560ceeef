/**
 * Test helpers: a fake Android or iOS shell, and the conformance runner that checks any shell
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
export {
  type BridgeErrorLike,
  defaultAnswer,
  type FakeCall,
  type FakeShell,
  installFakeShell,
  isErrorLike,
  type ShellAnswer,
  type ShellOptions,
} from './fake-shell.js';

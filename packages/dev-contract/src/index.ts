/**
 * The facts only the development tools share, written once: the sandbox backend's control API
 * (paths, bodies, request log, device cookie) and fault shape, the sample borrower and the pages'
 * sample parameters, and the rule for which named values are secrets (never logged). The sandbox
 * (`packages/web/sandbox`), the emulator and the browser tests import it; the pages' production
 * code and the bridge SDK never do (dependency-cruiser enforces it).
 */

export { PAGE_SAMPLES, SAMPLE_IDENTITY, sampleHref } from './samples.ts';
export {
  controlPath,
  type FaultList,
  type FixtureAreas,
  type FixtureChoice,
  type RequestLog,
  type RequestLogEntry,
  SANDBOX_CONTROL,
  SANDBOX_DEVICE_COOKIE,
  type SandboxControlEndpoint,
  type ServiceWorkerChange,
  type ServiceWorkerOverride,
} from './sandbox-control.ts';
export {
  isSandboxFault,
  SANDBOX_FAULT_FIELDS,
  SANDBOX_FAULT_LIMITS,
  type SandboxFault,
  sandboxFaultProblem,
} from './sandbox-fault.ts';
export { isSecretKey } from './secret-keys.ts';

/**
 * The facts only the development tools share, written once: the sandbox backend's control API
 * (paths, bodies, request log, device cookie) and fault shape, the sample borrower and the pages'
 * sample parameters, and the rule for which named values are secrets (never logged). The sandbox
 * (`packages/web/sandbox`), the emulator and the browser tests import it; the pages' production
 * code and the bridge SDK never do (dependency-cruiser enforces it).
 */

export * from './samples.ts';
export * from './sandbox-control.ts';
export * from './sandbox-fault.ts';
export * from './secret-keys.ts';

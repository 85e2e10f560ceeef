import { type ConformanceVector, runConformanceVector } from '@hybrid-loan/bridge-sdk/testing';

/**
 * Runs in the page: the vector named by the hash, against the shell the host already injected
 * (the installer does nothing: the emulator's shim is in place before this script).
 */
declare const VECTORS: ConformanceVector[];
const w = window as unknown as { __conformance?: unknown };
const vector = VECTORS[Number(window.location.hash.slice(1))];
if (vector) {
  runConformanceVector(window, vector, { shell: () => undefined })
    .then((result) => {
      w.__conformance = result;
    })
    .catch((error: Error) => {
      w.__conformance = { name: vector.name, pass: false, failures: [String(error)] };
    });
}

import type { WorkerInfo } from '../types/scenario';
import type { Step } from './scenario';

type WorkerStep = Extract<Step, { step: 'expectServiceWorker' }>;

/** What differs between the worker as seen and as expected (empty: as expected). */
export function workerMismatch(
  info: WorkerInfo,
  step: WorkerStep,
  firstVersion?: string,
): string[] {
  const out: string[] = [];
  const ready = info.active !== null && info.total > 0 && info.cached === info.total;
  if (step.active === true && !ready)
    out.push(
      info.supported
        ? `no active worker with its build cached (${info.cached}/${info.total})`
        : 'no navigator.serviceWorker in this engine',
    );
  if (step.active === false && info.active !== null)
    out.push(`a worker is active (${info.active})`);
  if (step.controlled !== undefined && (info.controller !== null) !== step.controlled)
    out.push(
      step.controlled
        ? 'the page was not served by the worker'
        : `the page was served by the worker (${info.controller})`,
    );
  if (step.waiting !== undefined && (info.waiting !== null) !== step.waiting)
    out.push(step.waiting ? 'no update waiting' : `an update is waiting (${info.waiting})`);
  if (step.newVersion !== undefined) {
    const current = info.controller ?? info.active;
    const changed = current !== null && firstVersion !== undefined && current !== firstVersion;
    if (changed !== step.newVersion)
      out.push(`the worker's build is ${current ?? 'none'}, first seen ${firstVersion ?? 'none'}`);
  }
  return out;
}

import { GET_STATE, type WorkerState } from './switch';

/** Asks a worker (active or waiting) which build it holds and how much of it is cached. */
export function askWorkerState(worker: ServiceWorker, timeoutMs = 5000): Promise<WorkerState> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('The worker did not answer.')), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<WorkerState>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage({ type: GET_STATE }, [channel.port2]);
  });
}

/** Resolves when `worker` has its files (installed or active); rejects if it is discarded. */
export function whenInstalled(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (
        worker.state === 'installed' ||
        worker.state === 'activating' ||
        worker.state === 'activated'
      ) {
        worker.removeEventListener('statechange', check);
        resolve();
      } else if (worker.state === 'redundant') {
        worker.removeEventListener('statechange', check);
        reject(new Error('The worker was discarded (its install failed or it was switched off).'));
      }
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

import { Worker } from 'node:worker_threads';
import type { CalculationWorkerMessage } from './calculate-worker';
import type { CalculationInput, CalculationProgress, CalculationResult } from './calculation-types';

/**
 * Runs a calculation in a worker_threads Worker, never on the event loop:
 * progress arrives through onProgress; aborting the signal terminates the
 * Worker and rejects with the signal's reason (an AbortError by default).
 */

/** What to start: a module file, or a bootstrap script (eval) that loads one. */
export interface WorkerEntry {
  filename: URL | string;
  eval: boolean;
}

/**
 * Where the Worker's code is. From TypeScript sources (tsx, vitest) a small
 * bootstrap registers tsx in the Worker, then imports calculate-worker.ts
 * (Node 20 does not apply `--import tsx` to a Worker's entry); in the bundled
 * API (dist/main.js) it is dist/matching-worker.js, which build.mjs bundles
 * as an entry of its own.
 */
export function calculationWorkerEntry(): WorkerEntry {
  const here = import.meta.url;
  if (!here.endsWith('.ts'))
    return { filename: new URL('./matching-worker.js', here), eval: false };
  const loader = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./calculate-worker.ts', here).href);
  return {
    filename: `import(${loader}).then((tsx) => { tsx.register(); return import(${entry}); });`,
    eval: true,
  };
}

function abortReason(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const error = new Error('The calculation was cancelled');
  error.name = 'AbortError';
  return error;
}

function isWorkerMessage(message: unknown): message is CalculationWorkerMessage {
  return typeof message === 'object' && message !== null && 'type' in message;
}

export function runCalculationInWorker(
  input: CalculationInput,
  onProgress: CalculationProgress = () => undefined,
  signal?: AbortSignal,
  entry: WorkerEntry = calculationWorkerEntry(),
): Promise<CalculationResult> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise<CalculationResult>((resolve, reject) => {
    const worker = new Worker(entry.filename, { workerData: { input }, eval: entry.eval });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      settle(() => {
        reject(abortReason(signal ?? new AbortController().signal));
      });
      void worker.terminate();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: unknown) => {
      if (!isWorkerMessage(message)) return;
      if (message.type === 'progress') {
        if (!settled) onProgress(message.phase, message.done, message.total);
      } else if (message.type === 'result') {
        settle(() => {
          resolve(message.result);
        });
        void worker.terminate();
      } else {
        settle(() => {
          reject(new Error(message.message));
        });
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      settle(() => {
        reject(error);
      });
    });
    worker.on('exit', (code) => {
      settle(() => {
        reject(new Error(`The calculation worker stopped (exit code ${code}) before a result`));
      });
    });
  });
}

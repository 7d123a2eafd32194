import { parentPort, workerData } from 'node:worker_threads';
import { calculate } from './calculate';
import type { CalculationInput, CalculationPhase, CalculationResult } from './calculation-types';

/**
 * The worker_threads entry of a calculation: takes the input from
 * workerData ({ input }), posts progress at most every 100 ms per phase (and
 * at each phase's start and end), then the result, or the error.
 */

export type CalculationWorkerMessage =
  | { type: 'progress'; phase: CalculationPhase; done: number; total: number }
  | { type: 'result'; result: CalculationResult }
  | { type: 'error'; message: string };

const progressInterval = 100;

function inputOf(data: unknown): CalculationInput {
  if (typeof data !== 'object' || data === null || !('input' in data))
    throw new Error('The calculation worker needs workerData { input }');
  return data.input as CalculationInput;
}

/** The transferable buffers of the result (each once), so that posting does not copy them. */
function buffersOf(result: CalculationResult): ArrayBuffer[] {
  const { candidates } = result;
  const arrays = [
    candidates.a,
    candidates.b,
    candidates.score,
    candidates.satisfactionAB,
    candidates.satisfactionBA,
    candidates.agreeQuestion,
    candidates.agreeSimilarity,
    candidates.differQuestion,
    candidates.differSimilarity,
  ];
  const buffers = new Set<ArrayBuffer>();
  for (const array of arrays) if (array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  return [...buffers];
}

function run(port: NonNullable<typeof parentPort>): void {
  let lastPhase = '';
  let lastDone = -1;
  let lastSent = 0;
  try {
    const result = calculate(inputOf(workerData), (phase, done, total) => {
      const now = performance.now();
      const samePhase = phase === lastPhase;
      if (samePhase && (done === lastDone || (done < total && now - lastSent < progressInterval)))
        return;
      lastPhase = phase;
      lastDone = done;
      lastSent = now;
      port.postMessage({ type: 'progress', phase, done, total } satisfies CalculationWorkerMessage);
    });
    port.postMessage(
      { type: 'result', result } satisfies CalculationWorkerMessage,
      buffersOf(result),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ type: 'error', message } satisfies CalculationWorkerMessage);
  }
}

if (parentPort) run(parentPort);

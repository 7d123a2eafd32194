import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import type { CalculationPhase } from './calculation-types';
import { runCalculationInWorker } from './run-in-worker';
import { syntheticPool } from './synthetic-pool';

describe('runCalculationInWorker', () => {
  it('runs the calculation in a Worker, with progress through every phase', async () => {
    const input = syntheticPool(60, { seed: 4 });
    const phases: CalculationPhase[] = [];
    const result = await runCalculationInWorker(input, (phase, done, total) => {
      if (phases.at(-1) !== phase) phases.push(phase);
      expect(done).toBeLessThanOrEqual(total);
    });
    expect(phases).toEqual(['scoring', 'candidates', 'matching', 'pricing', 'metrics']);
    const inProcess = calculate(input);
    expect({ ...result, timings: undefined }).toEqual({ ...inProcess, timings: undefined });
    expect(result.candidates.a).toBeInstanceOf(Int32Array);
  });

  it('terminates the Worker when the signal aborts', async () => {
    const controller = new AbortController();
    let abortedAt = 0;
    const running = runCalculationInWorker(
      syntheticPool(4000, { seed: 4 }),
      (phase) => {
        if (phase !== 'scoring' || abortedAt > 0) return;
        abortedAt = performance.now();
        controller.abort();
      },
      controller.signal,
    );
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    // The calculation would take seconds more; the abort ends it at once.
    expect(abortedAt).not.toBe(0);
    expect(performance.now() - abortedAt).toBeLessThan(1000);
  });

  it('rejects at once for a signal that is already aborted, and passes on errors', async () => {
    await expect(
      runCalculationInWorker(syntheticPool(4), () => undefined, AbortSignal.abort()),
    ).rejects.toMatchObject({ name: 'AbortError' });
    const unordered = syntheticPool(4);
    await expect(
      runCalculationInWorker({
        ...unordered,
        participantIds: [...unordered.participantIds].reverse(),
      }),
    ).rejects.toThrow(/ascending order/);
  });
});

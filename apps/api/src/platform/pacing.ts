import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Background work that shares the event loop with requests (a matching calculation's read of
 * the answers, its snapshot's counting, its save): `rest()` after each step waits as long as
 * the step took, at most `maxRestMs`. Such work takes up to twice as long, and a request that
 * arrives meanwhile waits for one short step at most, while the database and the loop get
 * their breath between steps.
 */
export function createPacer(maxRestMs = 50): { rest(): Promise<void> } {
  let stepStarted = performance.now();
  return {
    async rest() {
      await sleep(Math.min(maxRestMs, performance.now() - stepStarted));
      stepStarted = performance.now();
    },
  };
}

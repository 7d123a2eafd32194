import { setImmediate as yieldToEventLoop, setTimeout as sleep } from 'node:timers/promises';

/**
 * Background work that shares the event loop with requests (a matching calculation's read of
 * the answers, its snapshot's counting, its save): `rest()` after each step waits as long as
 * the step took, at most `maxRestMs`. Such work takes up to twice as long, and a request that
 * arrives meanwhile waits for one short step at most, while the database and the loop get
 * their breath between steps.
 */
export interface Pacer {
  rest(): Promise<void>;
}

export function createPacer(maxRestMs = 50): Pacer {
  let stepStarted = performance.now();
  return {
    async rest() {
      await sleep(Math.min(maxRestMs, performance.now() - stepStarted));
      stepStarted = performance.now();
    },
  };
}

/**
 * Lets waiting callbacks run between steps and goes on at once: for work inside a transaction on
 * the embedded database, whose one connection nothing else can use until the transaction ends,
 * so resting would only keep everyone waiting longer.
 */
export const yieldOnly: Pacer = {
  async rest() {
    await yieldToEventLoop();
  },
};

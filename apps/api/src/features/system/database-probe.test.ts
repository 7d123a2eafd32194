import { describe, expect, it, vi } from 'vitest';
import { createDatabaseProbe } from './database-probe';

function clock(start = 1_000_000) {
  let at = start;
  return {
    now: () => at,
    advance(milliseconds: number) {
      at += milliseconds;
    },
  };
}

describe('the health check’s database probe', () => {
  it('pings at most once a second, and again after that', async () => {
    const time = clock();
    const ping = vi.fn(() => Promise.resolve());
    const probe = createDatabaseProbe(ping, () => undefined, { now: time.now });
    for (let call = 0; call < 50; call += 1) expect(await probe.isUp()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(1);
    time.advance(999);
    expect(await probe.isUp()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(1);
    time.advance(1);
    expect(await probe.isUp()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('shares one ping among concurrent calls', async () => {
    let answer: () => void = () => undefined;
    const ping = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    const probe = createDatabaseProbe(ping, () => undefined);
    const calls = Array.from({ length: 10 }, () => probe.isUp());
    answer();
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 10 }, () => true));
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('says down when the ping fails or outlasts its limit, reports why, and sees the recovery', async () => {
    const time = clock();
    const reasons: unknown[] = [];
    let state: 'up' | 'refused' | 'hanging' = 'refused';
    const ping = vi.fn(() =>
      state === 'up'
        ? Promise.resolve()
        : state === 'refused'
          ? Promise.reject(new Error('connection refused'))
          : new Promise<void>(() => undefined),
    );
    const probe = createDatabaseProbe(ping, (error) => reasons.push(error), {
      now: time.now,
      timeoutMs: 20,
    });
    expect(await probe.isUp()).toBe(false);
    time.advance(1_000);
    state = 'hanging';
    expect(await probe.isUp()).toBe(false);
    expect(reasons.map((reason) => (reason as Error).message)).toEqual([
      'connection refused',
      'database ping timed out',
    ]);
    time.advance(1_000);
    state = 'up';
    expect(await probe.isUp()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(3);
  });
});

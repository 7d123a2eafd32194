import { describe, expect, it } from 'vitest';
import {
  createWorkLimiter,
  hashPassword,
  passwordHashingNiceness,
  setPasswordHashingNiceness,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('a long enough secret');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'a long enough secret')).toBe(true);
    expect(await verifyPassword(stored, 'a long enough secreT')).toBe(false);
    expect(await verifyPassword('not a hash', 'a long enough secret')).toBe(false);
  });

  it('hashes on threads below the priority of the process once the server sets one', async () => {
    expect(await passwordHashingNiceness()).toBe(null);
    setPasswordHashingNiceness(12);
    try {
      const stored = await hashPassword('another long enough secret');
      expect(await verifyPassword(stored, 'another long enough secret')).toBe(true);
      expect(await verifyPassword(stored, 'another long enough secreT')).toBe(false);
      // A thread's own nice value exists on Linux only; elsewhere the threads run as the process.
      if (process.platform === 'linux') expect(await passwordHashingNiceness()).toBe(12);
    } finally {
      setPasswordHashingNiceness(0);
    }
    expect(await passwordHashingNiceness()).toBe(null);
  });

  it('runs no more work at once than its slots, in order of arrival, and frees a slot on failure', async () => {
    const limited = createWorkLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = (index: number) => async () => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (index === 3) throw new Error('failed');
      return index;
    };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_unused, index) => limited(work(index))),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // Every slot came back: the next call starts at once.
    expect(await limited(() => Promise.resolve('free'))).toBe('free');
  });
});

import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Algorithm.Argon2id. The package declares the enum as an ambient const
 * enum, which isolated modules cannot read, so its value is spelled here.
 */
const argon2id = 2 as unknown as Algorithm;

/** argon2id with the OWASP parameters: 19 MiB of memory, 2 passes, 1 lane. */
const argon2Options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * How many hashes run at once: one core fewer than the machine has (at least one). The
 * library runs each on a thread of its own; unbounded, a flood of sign-ins kept every core
 * busy hashing and the event loop, which answers every other call, waited its turn.
 */
export const passwordHashingSlots = Math.max(1, availableParallelism() - 1);

/** Runs password work in at most `slots` at a time, the rest waiting in order of arrival. */
export function createWorkLimiter(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next in line, so `running` stays counted.
      if (next === undefined) running -= 1;
      else next();
    }
  };
}

const hashing = createWorkLimiter(passwordHashingSlots);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, argon2Options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

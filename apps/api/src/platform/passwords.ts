import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Algorithm } from '@node-rs/argon2';

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
 * How many hashes run at once: one core fewer than the machine has (at least one), each on a
 * hashing thread of its own (below). Unbounded, a flood of sign-ins kept every core busy
 * hashing and the event loop, which answers every other call, waited its turn.
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

/**
 * The threads that hash, each running argon2 synchronously. A thread's nice value is its own on
 * Linux, so they can yield the processor to the event loop and the database when both want it:
 * under a flood of sign-ins the hashes wait, not every other call (decision 027). Elsewhere the
 * priority stays as it is.
 */
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { readlinkSync } = require('node:fs');
const { getPriority, setPriority } = require('node:os');
const { hashSync, verifySync } = require(workerData.argon2);
let niceness = null;
if (workerData.niceness !== 0) {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(threadId, workerData.niceness);
    niceness = getPriority(threadId);
  } catch {}
}
parentPort.on('message', (call) => {
  if (call.kind === 'niceness') return parentPort.postMessage({ id: call.id, value: niceness });
  try {
    const value = call.kind === 'hash'
      ? hashSync(call.password, workerData.options)
      : verifySync(call.hash, call.password);
    parentPort.postMessage({ id: call.id, value });
  } catch (error) {
    parentPort.postMessage({ id: call.id, error: String(error) });
  }
});`;

type ThreadCall =
  | { kind: 'hash'; password: string }
  | { kind: 'verify'; hash: string; password: string }
  | { kind: 'niceness' };

interface HashingThread {
  call(message: ThreadCall): Promise<unknown>;
  /** The calls it has not answered yet. */
  readonly waiting: number;
  /** It stopped (closed, or failed): the next call goes to a new one. */
  readonly stopped: boolean;
  /** Ends the thread once it has answered what it was given. */
  close(): void;
}

function startHashingThread(niceness: number): HashingThread {
  const worker = new Worker(threadSource, {
    eval: true,
    workerData: {
      argon2: createRequire(import.meta.url).resolve('@node-rs/argon2'),
      options: argon2Options,
      niceness,
    },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let closing = false;
  // The thread keeps the process alive only while it has work, like the library's own threads.
  worker.unref();
  worker.on('message', (answer: { id: number; value?: unknown; error?: string }) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) worker.unref();
    if (pending.size === 0 && closing) void worker.terminate();
    if (answer.error === undefined) waiting?.resolve(answer.value);
    else waiting?.reject(new Error(answer.error));
  });
  let stopped = false;
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => {
    stopped = true;
    failAll(error);
  });
  worker.on('exit', () => {
    stopped = true;
    failAll(new Error('The password hashing thread stopped'));
  });
  return {
    get waiting() {
      return pending.size;
    },
    get stopped() {
      return stopped;
    },
    close() {
      closing = true;
      if (pending.size === 0) void worker.terminate();
    },
    call(message) {
      return new Promise((resolve, reject) => {
        nextId += 1;
        if (pending.size === 0) worker.ref();
        pending.set(nextId, { resolve, reject });
        worker.postMessage({ ...message, id: nextId });
      });
    },
  };
}

/** The nice value of the hashing threads: 0 (as the process) until the server sets its own. */
let threadNiceness = 0;
let threads: HashingThread[] | undefined;

/**
 * Lowers the hashing threads' priority (a nice value, 0 to 19) for the threads started after
 * this; the server sets it from PASSWORD_HASHING_NICENESS before it hashes anything.
 */
export function setPasswordHashingNiceness(niceness: number): void {
  if (niceness === threadNiceness) return;
  threadNiceness = niceness;
  for (const thread of threads ?? []) thread.close();
  threads = undefined;
}

/** The least busy hashing thread, the threads started on first use (again after one stopped). */
function hashingThread(): HashingThread {
  threads = (threads ?? Array.from({ length: passwordHashingSlots }, () => undefined)).map(
    (thread) =>
      thread === undefined || thread.stopped ? startHashingThread(threadNiceness) : thread,
  );
  const [first, ...others] = threads;
  if (first === undefined) throw new Error('There is no password hashing thread');
  return others.reduce((least, thread) => (thread.waiting < least.waiting ? thread : least), first);
}

const hashing = createWorkLimiter(passwordHashingSlots);

export function hashPassword(password: string): Promise<string> {
  return hashing(async () => String(await hashingThread().call({ kind: 'hash', password })));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(
      async () =>
        (await hashingThread().call({ kind: 'verify', hash: passwordHash, password })) === true,
    );
  } catch {
    return false;
  }
}

/** The nice value the hashing threads run at, or null where it could not be set (tests read it). */
export async function passwordHashingNiceness(): Promise<number | null> {
  const value = await hashingThread().call({ kind: 'niceness' });
  return typeof value === 'number' ? value : null;
}

import { expect } from 'vitest';
import { z } from 'zod';
import { waitingCountSchema } from '@campus/contracts';
import type { TestContext } from './app';
import { createUser } from './factories/accounts';
import { expectProblem } from './http';

/** What a queue's `…/waiting-count` answers the holder of `token`. */
export async function readWaitingCount(t: TestContext, url: string, token: string) {
  return (await t.api.read(url, token, waitingCountSchema)).count;
}

/** The `total` of a queue's list page: what the waiting count must agree with. */
export async function readQueueTotal(t: TestContext, url: string, token: string) {
  return (await t.api.read(url, token, z.object({ total: z.number() }))).total;
}

/**
 * Asserts a waiting count's guard, the queue's own: 401 signed out, 403 (`forbidden`) for a
 * student, and for a moderator too when the queue is the admins'.
 */
export async function expectQueueGuard(
  t: TestContext,
  url: string,
  access: 'moderator' | 'admin',
): Promise<void> {
  const [student, moderator] = await Promise.all([
    createUser(t),
    createUser(t, { role: 'moderator' }),
  ]);
  expectProblem(await t.api.call('GET', url), 401);
  expectProblem(await t.api.call('GET', url, student.token), 403, 'forbidden');
  if (access === 'admin') {
    expectProblem(await t.api.call('GET', url, moderator.token), 403, 'forbidden');
  }
}

/**
 * The start of a waiting count's test: asserts its guard, and that for a new reviewer of the
 * queue (`access`) the count is the total of the `queue` list now; answers both.
 */
export async function startWaitingCount(
  t: TestContext,
  url: string,
  access: 'moderator' | 'admin',
  queue: string,
) {
  await expectQueueGuard(t, url, access);
  const reviewer = await createUser(t, { role: access });
  const before = await readWaitingCount(t, url, reviewer.token);
  expect(before).toBe(await readQueueTotal(t, queue, reviewer.token));
  return { reviewer, before };
}

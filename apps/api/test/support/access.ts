import { expect } from 'vitest';
import type { TestContext } from './app';
import { createUser } from './factories/accounts';
import { expectProblem, type Method } from './http';

export interface GuardedCall {
  method: Method;
  /** Under /api. */
  url: string;
  payload?: object;
}

/**
 * Asserts a route's guard for admins only: 401 signed out, 403 (`forbidden`)
 * for a student and a moderator, and an admin gets past the guard: one of
 * `adminAnswers` (a made-up id answers 404).
 */
export async function expectAdminOnly(
  t: TestContext,
  call: GuardedCall,
  adminAnswers: readonly number[] = [200, 201, 204, 404],
): Promise<void> {
  const [admin, moderator, student] = await Promise.all([
    createUser(t, { role: 'admin' }),
    createUser(t, { role: 'moderator' }),
    createUser(t, { role: 'student' }),
  ]);
  expectProblem(await t.api.call(call.method, call.url, undefined, call.payload), 401);
  for (const { token } of [student, moderator]) {
    expectProblem(await t.api.call(call.method, call.url, token, call.payload), 403, 'forbidden');
  }
  const asAdmin = await t.api.call(call.method, call.url, admin.token, call.payload);
  expect(adminAnswers, asAdmin.body).toContain(asAdmin.statusCode);
}

import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { problemSchema, type Endpoint, type EndpointAccess } from '@campus/contracts';
import { AppError } from '../../src/platform/errors';
import { useTestApp } from '../support/app';
import { createUser } from '../support/factories/accounts';
import { nextClientAddress } from '../support/http';
import { definedEndpoints, label, methodOf, takesBody, urlOf, validParams } from './endpoints';

/**
 * The authorization matrix (issue 18): every endpoint the contracts define,
 * called as anonymous, a student, a graduate, a moderator and an admin. A
 * caller below the endpoint's access is refused by the access check (401
 * signed out, 403 below the role); a caller at or above it gets past the
 * check (whatever the endpoint then answers: 404 for the made-up id, 400 for
 * the empty body, a row-level 403…) and never a 5xx.
 */
const t = useTestApp();

type Caller = 'anonymous' | 'student' | 'graduate' | 'moderator' | 'admin';
const callers: readonly Caller[] = ['anonymous', 'student', 'graduate', 'moderator', 'admin'];

const rankOfCaller: Record<Caller, number> = {
  anonymous: 0,
  student: 1,
  graduate: 1,
  moderator: 2,
  admin: 3,
};
const rankNeeded: Record<EndpointAccess, number> = {
  public: 0,
  'signed-in': 1,
  moderator: 2,
  admin: 3,
};

/** What the access check answers (apps/api/src/platform/auth.ts); nothing else uses these details. */
const accessRefusal = AppError.forbidden();
const signInRefusals = [
  AppError.unauthorized('Please sign in').detail,
  'Your session has ended; please sign in again',
];

/**
 * Calls not made, each with its reason. Streaming answers (server-sent events)
 * hold the connection open, so only the callers refused before the stream
 * opens are called.
 */
function excluded(endpoint: Endpoint, caller: Caller): string | undefined {
  const allowed = rankOfCaller[caller] >= rankNeeded[endpoint.access];
  if (endpoint.responseKind === 'stream' && allowed) {
    return 'a streaming answer stays open: only the refused callers are called';
  }
  return undefined;
}

const streamingEndpoints = [
  'notifications.stream (GET /notifications/stream)',
  'assistant.ask (POST /assistant/ask)',
  'assistant.regenerate (POST /assistant/messages/:message_id/regenerate)',
];

function problemOf(response: LightMyRequestResponse) {
  if (!/^application\/problem\+json/.test(String(response.headers['content-type']))) {
    return undefined;
  }
  const parsed = problemSchema.safeParse(response.json());
  return parsed.success ? parsed.data : undefined;
}

/** What went wrong with one call, or undefined when it answered as it should. */
function judge(endpoint: Endpoint, caller: Caller, response: LightMyRequestResponse) {
  const status = response.statusCode;
  const problem = problemOf(response);
  const needed = rankNeeded[endpoint.access];
  if (rankOfCaller[caller] < needed) {
    const expected = caller === 'anonymous' ? 401 : 403;
    const byAccessCheck =
      expected === 401
        ? problem?.code === 'unauthorized' && signInRefusals.includes(problem.detail)
        : problem?.code === accessRefusal.code && problem.detail === accessRefusal.detail;
    if (status === expected && byAccessCheck) return undefined;
    return `refused caller: expected ${String(expected)} from the access check`;
  }
  if (status >= 500) return 'server error';
  if (status === 401 && problem !== undefined && signInRefusals.includes(problem.detail)) {
    return 'allowed caller refused by the sign-in check';
  }
  if (status === 403 && problem?.detail === accessRefusal.detail) {
    return 'allowed caller refused by the role check';
  }
  return undefined;
}

describe('the authorization matrix', () => {
  it('refuses every caller below each endpoint’s access, and lets the others past it', async () => {
    const endpoints = definedEndpoints();
    const failures: string[] = [];
    const skipped: string[] = [];
    let calls = 0;
    let refused = 0;
    for (const endpoint of endpoints) {
      const url = urlOf(endpoint, validParams(endpoint));
      // A fresh account per endpoint and role: a call may end its session (sign-out) or its account.
      const [student, graduate, moderator, admin] = await Promise.all([
        createUser(t, { role: 'student' }),
        createUser(t, { role: 'graduate' }),
        createUser(t, { role: 'moderator' }),
        createUser(t, { role: 'admin' }),
      ]);
      const tokens: Record<Caller, string | undefined> = {
        anonymous: undefined,
        student: student.token,
        graduate: graduate.token,
        moderator: moderator.token,
        admin: admin.token,
      };
      const answers = await Promise.all(
        callers.map(async (caller) => {
          const reason = excluded(endpoint, caller);
          if (reason !== undefined) {
            skipped.push(`${label(endpoint)} as ${caller}`);
            return undefined;
          }
          calls += 1;
          const response = await t.api.call(
            methodOf(endpoint),
            url,
            tokens[caller],
            takesBody(endpoint) ? {} : undefined,
            { remoteAddress: nextClientAddress() },
          );
          return { caller, response };
        }),
      );
      for (const answer of answers) {
        if (answer === undefined) continue;
        if (rankOfCaller[answer.caller] < rankNeeded[endpoint.access]) refused += 1;
        const failure = judge(endpoint, answer.caller, answer.response);
        if (failure !== undefined) {
          failures.push(
            `${label(endpoint)} [${endpoint.access}] as ${answer.caller}: ${failure}; got ${String(answer.response.statusCode)} ${answer.response.body.slice(0, 300)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // The exclusions are exactly the allowed callers of the streaming endpoints.
    expect(new Set(skipped.map((entry) => entry.replace(/ as \w+$/, '')))).toEqual(
      new Set(streamingEndpoints),
    );
    expect(skipped).toHaveLength(3 * 4);
    // Routes × roles, less the exclusions: a route or a role dropped from the walk fails here.
    expect(endpoints.length).toBeGreaterThanOrEqual(310);
    expect(calls).toBe(endpoints.length * callers.length - skipped.length);
    expect(calls).toBeGreaterThanOrEqual(1538);
    // Of them, those refused by the access check (anonymous callers, students and graduates, moderators).
    expect(refused).toBeGreaterThanOrEqual(739);
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginResponseSchema, refreshResponseSchema } from '@campus/contracts';
import { sessions } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { createUser, strongPassword, uniqueEmail } from './support/factories/accounts';
import { expectProblem, expectStatus, nextClientAddress } from './support/http';
import { createReceptionHelpers } from './support/reception';

const t = useTestApp({ mail: true, env: { APP_URL: 'http://campus.example.edu' } });
const { signIn, verifyToken } = createReceptionHelpers(t);

function refresh(refreshToken: string) {
  return t.api.call('POST', '/reception/refresh', undefined, { refresh_token: refreshToken });
}

describe('sign-in', () => {
  it('answers the same 401 for a wrong password and an unknown address', async () => {
    const { email } = await createUser(t);
    const wrong = await signIn({ user_email: email, user_password: 'not the password at all' });
    const unknown = await signIn({
      user_email: uniqueEmail('ghost'),
      user_password: 'not the password at all',
    });
    expect(unknown.statusCode).toBe(401);
    expect(expectProblem(wrong, 401, 'invalid_credentials')).toMatchObject({
      code: 'invalid_credentials',
      detail: 'Invalid email or password',
    });
    expect(unknown.json()).toEqual({ ...wrong.json<Record<string, unknown>>() });
  });

  it('never locks the owner out: after 10 failed guesses from other addresses the right password still signs in, slowed down', async () => {
    const { email, password } = await createUser(t);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const failed = await signIn({
        user_email: email,
        user_password: `wrong guess ${String(attempt)}`,
      });
      expect(failed.statusCode).toBe(401);
    }
    const started = performance.now();
    const owner = await signIn({ user_email: email, user_password: password });
    expect(owner.statusCode).toBe(200);
    // The 11th attempt on the account waited its quarter second.
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('refuses an account from an address after 10 failed guesses there, while others behind that address and the owner elsewhere sign in', async () => {
    const { email, password } = await createUser(t);
    const attacker = nextClientAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const failed = await signIn(
        { user_email: email, user_password: `wrong guess ${String(attempt)}` },
        attacker,
      );
      expect(failed.statusCode).toBe(401);
    }
    const fromAttacker = await signIn({ user_email: email, user_password: password }, attacker);
    expectProblem(fromAttacker, 429, 'rate_limited');
    expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // A campus shares its NAT address: another student behind it is not locked out.
    const neighbour = await createUser(t);
    const fromNeighbour = await signIn(
      { user_email: neighbour.email, user_password: neighbour.password },
      attacker,
    );
    expect(fromNeighbour.statusCode).toBe(200);
    const fromOwner = await signIn({ user_email: email, user_password: password });
    expect(fromOwner.statusCode).toBe(200);
  });
});

describe('a campus behind one address', () => {
  it('signs up, signs in and renews the tokens of more students than the old per-address limits let through', async () => {
    const campus = nextClientAddress();
    const from = { remoteAddress: campus };
    // Sign-up was 10 an hour per address, sign-in 30 and renewal 60 a minute.
    for (let student = 0; student < 12; student += 1) {
      const signedUp = await t.api.call(
        'POST',
        '/reception/register',
        undefined,
        {
          user_email: uniqueEmail('fresher'),
          user_password: strongPassword,
          user_first_name: 'Can',
          user_last_name: 'Er',
        },
        from,
      );
      expect(signedUp.statusCode).toBe(202);
    }
    const { email, password } = await createUser(t);
    let session = { refresh_token: '' };
    for (let signIns = 0; signIns < 35; signIns += 1) {
      session = expectStatus(
        await t.api.call(
          'POST',
          '/reception/login',
          undefined,
          { user_email: email, user_password: password },
          from,
        ),
        200,
        loginResponseSchema,
      );
    }
    for (let renewal = 0; renewal < 65; renewal += 1) {
      session = expectStatus(
        await t.api.call(
          'POST',
          '/reception/refresh',
          undefined,
          { refresh_token: session.refresh_token },
          from,
        ),
        200,
        refreshResponseSchema,
      );
    }
  });
});

describe('failed sign-ins from one address against many accounts', () => {
  // The limit is 300 per 15 minutes in the app; twelve here, so the test stays short.
  const campus = useTestApp({ dependencies: { signInFailuresPerAddress: 12 } });
  const attempt = (body: Record<string, unknown>, remoteAddress: string) =>
    campus.api.call('POST', '/reception/login', undefined, body, { remoteAddress });

  it('lets an address (a campus NAT) fail against many accounts, and refuses it at its limit', async () => {
    const address = nextClientAddress();
    const student = await createUser(campus);
    for (let failure = 0; failure < 11; failure += 1) {
      const failed = await attempt(
        { user_email: uniqueEmail('typo'), user_password: 'a slip of the finger' },
        address,
      );
      expect(failed.statusCode).toBe(401);
    }
    const studentFrom = (from: string) =>
      attempt({ user_email: student.email, user_password: student.password }, from);
    expect((await studentFrom(address)).statusCode).toBe(200);
    const twelfth = await attempt(
      { user_email: uniqueEmail('spray'), user_password: 'spray the passwords' },
      address,
    );
    expect(twelfth.statusCode).toBe(401);
    expectProblem(await studentFrom(address), 429, 'rate_limited');
    const elsewhere = await studentFrom(nextClientAddress());
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers the current user for a good token and 401 without one or with a bad one', async () => {
    const { email, password } = await createUser(t);
    // The session of a sign-in: its answer is what verify-token must repeat.
    const login = expectStatus(
      await signIn({ user_email: email, user_password: password }),
      200,
      loginResponseSchema,
    );
    const me = await verifyToken(login.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user_current: login.user_current });
    expect((await verifyToken()).statusCode).toBe(401);
    expect((await verifyToken('not.a.jwt')).statusCode).toBe(401);
    const forged = `${login.access_token.slice(0, -4)}AAAA`;
    expect((await verifyToken(forged)).statusCode).toBe(401);
  });

  it('rotates the refresh token, lets two tabs refresh at once, and ends the session on reuse', async () => {
    const user = await createUser(t, { rememberMe: true });
    const first = await refresh(user.refreshToken);
    const rotated = expectStatus(first, 200, refreshResponseSchema);
    expect(rotated.refresh_token).not.toBe(user.refreshToken);

    // Two tabs present the same token at once: both get the same new one.
    const [tabA, tabB] = await Promise.all([
      refresh(rotated.refresh_token),
      refresh(rotated.refresh_token),
    ]);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    const newest = refreshResponseSchema.parse(tabA.json()).refresh_token;
    expect(refreshResponseSchema.parse(tabB.json()).refresh_token).toBe(newest);

    // Past the grace, an old token is reuse: the whole session ends.
    await t.database.db
      .update(sessions)
      .set({ rotated_at: sql`${sessions.rotated_at} - interval '1 minute'` })
      .where(eq(sessions.user_id, user.id));
    const reused = await refresh(user.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect((await refresh(newest)).statusCode).toBe(401);
    expect((await verifyToken(rotated.access_token)).statusCode).toBe(401);
  });

  it('refuses refresh tokens that are malformed or forged', async () => {
    const { refreshToken } = await createUser(t);
    const [sessionId, generation] = refreshToken.split('.');
    for (const token of [
      'garbage',
      `${sessionId ?? ''}.${generation ?? ''}.${'A'.repeat(43)}`,
      `${sessionId ?? ''}.1`,
    ]) {
      // A 401 application/problem+json answer.
      expectProblem(await refresh(token), 401);
    }
  });

  it('ends the session on logout: the access and the refresh token stop working', async () => {
    const user = await createUser(t);
    const out = await t.api.call('POST', '/reception/logout', user.token, {
      refresh_token: user.refreshToken,
    });
    expect(out.statusCode).toBe(204);
    expect((await verifyToken(user.token)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await t.api.call('POST', '/reception/logout', undefined, {})).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { loginResponseSchema, refreshResponseSchema } from '@campus/contracts';
import { sessions, users } from '../src/features/accounts/accounts.tables';
import { receptionJobs } from '../src/features/accounts/reception-mail';
import { jobs } from '../src/platform/jobs.tables';
import { mailJobName } from '../src/platform/mail/mailer';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import {
  createUser,
  startSession,
  strongPassword,
  uniqueEmail,
} from './support/factories/accounts';
import { expectProblem, expectStatus, nextClientAddress } from './support/http';
import { linkIn } from './support/mail-catcher';

const t = useTestApp({ mail: true, env: { APP_URL: 'http://campus.example.edu' } });

function register(body: Record<string, unknown>) {
  return t.api.call('POST', '/reception/register', undefined, body);
}

function signIn(body: Record<string, unknown>, remoteAddress?: string) {
  return t.api.call(
    'POST',
    '/reception/login',
    undefined,
    body,
    remoteAddress === undefined ? {} : { remoteAddress },
  );
}

function verifyToken(token?: string) {
  return t.api.call('GET', '/reception/verify-token', token);
}

function refresh(refreshToken: string) {
  return t.api.call('POST', '/reception/refresh', undefined, { refresh_token: refreshToken });
}

/** The `user.deleted` audit entries (they name no target: the account is gone). */
function deletionAudits() {
  return t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'user.deleted'));
}

describe(`registration and e-mail verification on ${testDriver}`, () => {
  it('mails a link built from APP_URL, refuses sign-in until it is followed, and the link works once', async () => {
    const email = uniqueEmail();
    const registered = await register({
      user_email: email.toUpperCase(),
      user_password: strongPassword,
      user_first_name: 'Elif',
      user_last_name: 'Çelik',
      locale: 'tr',
    });
    expect(registered.statusCode).toBe(202);
    const message = await t.mail.waitFor(email, /doğrulayın/);
    expect(message.text).toContain('Merhaba Elif');
    const link = linkIn(message);
    expect(link.origin + link.pathname).toBe('http://campus.example.edu/reception/verify-email');

    const early = await signIn({ user_email: email, user_password: strongPassword });
    expectProblem(early, 403, 'email_not_verified');

    const token = link.searchParams.get('token') ?? '';
    expectStatus(await t.api.call('GET', `/reception/verify-email?token=${token}`), 200);
    const again = await t.api.call('GET', `/reception/verify-email?token=${token}`);
    expectProblem(again, 400, 'invalid_token');

    const login = await signIn({
      user_email: email,
      user_password: strongPassword,
      remember_me: true,
    });
    const body = expectStatus(login, 200, loginResponseSchema);
    expect(body.token_type).toBe('bearer');
    expect(body.user_current).toMatchObject({
      user_email: email,
      user_role: 'student',
      is_vip: false,
      contribution_count: 0,
      locale: 'tr',
    });
  });

  it('answers a known address exactly like a new one, and tells the owner by mail', async () => {
    const { email } = await createUser(t);
    const fresh = await register({
      user_email: uniqueEmail(),
      user_password: strongPassword,
      user_first_name: 'Can',
      user_last_name: 'Er',
    });
    const known = await register({
      user_email: email,
      user_password: 'another long passphrase',
      user_first_name: 'Someone',
      user_last_name: 'Else',
    });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    await t.mail.waitFor(email, /Zaten|already/);
  });

  it('activates the credentials of the registration whose link is followed, and no earlier one', async () => {
    const email = uniqueEmail();
    const squatterPassword = 'squatter passphrase 4471';
    const ownerPassword = 'owner passphrase 9023';
    const verificationMails = async (count: number) => {
      await t.mail.waitFor(email, /Confirm|doğrulayın/);
      for (let waited = 0; t.mail.to(email).length < count && waited < 10_000; waited += 25)
        await new Promise((resolve) => setTimeout(resolve, 25));
      return t.mail.to(email);
    };
    // Someone registers the address first; then its owner registers with their own password.
    expectStatus(
      await register({
        user_email: email,
        user_password: squatterPassword,
        user_first_name: 'Sly',
        user_last_name: 'Squatter',
        locale: 'en',
      }),
      202,
    );
    await verificationMails(1);
    expectStatus(
      await register({
        user_email: email,
        user_password: ownerPassword,
        user_first_name: 'Ada',
        user_last_name: 'Owner',
        locale: 'tr',
      }),
      202,
    );
    const [squattersMail, ownersMail] = await verificationMails(2);
    const tokenOf = (mail: typeof ownersMail) =>
      mail === undefined ? '' : (linkIn(mail).searchParams.get('token') ?? '');

    // The owner follows the link of their own registration: their password works, the other not.
    expectStatus(
      await t.api.call('GET', `/reception/verify-email?token=${tokenOf(ownersMail)}`),
      200,
    );
    const owner = expectStatus(
      await signIn({ user_email: email, user_password: ownerPassword }, nextClientAddress()),
      200,
      loginResponseSchema,
    );
    expect(owner.user_current).toMatchObject({
      user_first_name: 'Ada',
      user_last_name: 'Owner',
      locale: 'tr',
    });
    expectProblem(
      await signIn({ user_email: email, user_password: squatterPassword }, nextClientAddress()),
      401,
      'invalid_credentials',
    );
    // The earlier registration's link died with it: it cannot bring its password back.
    expectProblem(
      await t.api.call('GET', `/reception/verify-email?token=${tokenOf(squattersMail)}`),
      400,
      'invalid_token',
    );
    expectStatus(
      await signIn({ user_email: email, user_password: ownerPassword }, nextClientAddress()),
      200,
    );
  });

  it('ignores role, verification and VIP fields sent with the form', async () => {
    const email = uniqueEmail('sneaky');
    await register({
      user_email: email,
      user_password: strongPassword,
      user_first_name: 'Mal',
      user_last_name: 'Lory',
      user_role: 'admin',
      is_email_verified: true,
      is_vip: true,
      status: 'active',
    });
    const rows = await t.database.db
      .select({ user_role: users.user_role, is_email_verified: users.is_email_verified })
      .from(users)
      .where(eq(users.user_email, email));
    expect(rows).toEqual([{ user_role: 'student', is_email_verified: false }]);
  });

  it.each([
    [
      { user_password: 'short' },
      'body.user_password',
      'user_password must be at least 12 characters',
    ],
    [{ user_email: 'not-an-address' }, 'body.user_email', 'please enter a valid email address'],
    [{ user_first_name: '' }, 'body.user_first_name', 'user_first_name is required'],
    [{ user_last_name: 'x'.repeat(101) }, 'body.user_last_name', 'must not exceed 100 characters'],
    [{ locale: 'de' }, 'body.locale', 'locale must be one of en, tr'],
  ])('refuses %j with a field message', async (change, field, message) => {
    const response = await register({
      user_email: uniqueEmail(),
      user_password: strongPassword,
      user_first_name: 'Ada',
      user_last_name: 'Kaya',
      ...change,
    });
    expect(expectProblem(response, 400, 'validation_failed')).toMatchObject({
      code: 'validation_failed',
      errors: [{ field, message }],
    });
  });

  it('refuses a common password and one made of the name', async () => {
    const common = await register({
      user_email: uniqueEmail(),
      user_password: 'password1234',
      user_first_name: 'Ada',
      user_last_name: 'Kaya',
    });
    expectProblem(common, 400, 'password_too_common');
    const named = await register({
      user_email: uniqueEmail(),
      user_password: 'AdaKaya12345',
      user_first_name: 'Ada',
      user_last_name: 'Kaya',
    });
    expect(named.json()).toMatchObject({ code: 'password_too_common' });
  });

  it('sends a new link only to an address that waits for one, with the same answer for all', async () => {
    const waiting = uniqueEmail();
    await register({
      user_email: waiting,
      user_password: strongPassword,
      user_first_name: 'Ece',
      user_last_name: 'Tan',
    });
    await t.mail.waitFor(waiting, /doğrulayın|Confirm/);
    const known = await t.api.call('POST', '/reception/resend-verification', undefined, {
      user_email: waiting,
    });
    const unknown = await t.api.call('POST', '/reception/resend-verification', undefined, {
      user_email: uniqueEmail('nobody'),
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await expect.poll(() => t.mail.to(waiting).length).toBe(2);
  });
});

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

describe('passwords', () => {
  it('resets a forgotten password with the mailed link once, ending every session', async () => {
    const user = await createUser(t);
    const known = await t.api.call('POST', '/reception/password-forgot', undefined, {
      user_email: user.email,
    });
    const unknown = await t.api.call('POST', '/reception/password-forgot', undefined, {
      user_email: uniqueEmail('nobody'),
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const token =
      linkIn(await t.mail.waitFor(user.email, /sıfırlayın|Reset/)).searchParams.get('token') ?? '';

    const reset = await t.api.call('POST', '/reception/password-reset', undefined, {
      token,
      new_password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    const twice = await t.api.call('POST', '/reception/password-reset', undefined, {
      token,
      new_password: 'yet another passphrase',
    });
    expect(twice.statusCode).toBe(400);
    expect((await verifyToken(user.token)).statusCode).toBe(401);
    expect(
      (await signIn({ user_email: user.email, user_password: strongPassword })).statusCode,
    ).toBe(401);
    expect(
      (await signIn({ user_email: user.email, user_password: 'a brand new passphrase' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an unknown reset token and a weak new password', async () => {
    const unknown = await t.api.call('POST', '/reception/password-reset', undefined, {
      token: 'x'.repeat(43),
      new_password: 'a brand new passphrase',
    });
    expectProblem(unknown, 400, 'invalid_token');
  });

  it('changes the password with the current one, ends other sessions and answers fresh tokens', async () => {
    const user = await createUser(t);
    // A second session of the same person, as another device would hold it.
    const other = await startSession(t, { user_id: user.id, user_role: user.role });
    const wrong = await t.api.call('POST', '/reception/password-change', user.token, {
      current_password: 'not my password',
      new_password: 'fresh green meadow 7',
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await t.api.call('POST', '/reception/password-change', user.token, {
      current_password: strongPassword,
      new_password: 'fresh green meadow 7',
    });
    const fresh = expectStatus(changed, 200, loginResponseSchema);
    expect((await verifyToken(other.access_token)).statusCode).toBe(401);
    expect((await verifyToken(user.token)).statusCode).toBe(401);
    expect((await verifyToken(fresh.access_token)).statusCode).toBe(200);
    await t.mail.waitFor(user.email, /değiştirildi|changed/);
    const anonymous = await t.api.call('POST', '/reception/password-change', undefined, {
      current_password: 'x',
      new_password: 'fresh green meadow 7',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('mail a person asks for', () => {
  it('is limited per kind and address, says so with 429, and never holds back other kinds or notices', async () => {
    const user = await createUser(t);
    const forgot = () =>
      t.api.call(
        'POST',
        '/reception/password-forgot',
        undefined,
        { user_email: user.email },
        { remoteAddress: nextClientAddress() },
      );
    for (let request = 0; request < 5; request += 1) expectStatus(await forgot(), 202);
    const refused = await forgot();
    expectProblem(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // An unknown address gets the same answers: the limit tells nothing about accounts.
    const stranger = uniqueEmail('nobody');
    for (let request = 0; request < 5; request += 1)
      expectStatus(
        await t.api.call(
          'POST',
          '/reception/password-forgot',
          undefined,
          { user_email: stranger },
          { remoteAddress: nextClientAddress() },
        ),
        202,
      );
    expectProblem(
      await t.api.call(
        'POST',
        '/reception/password-forgot',
        undefined,
        { user_email: stranger },
        { remoteAddress: nextClientAddress() },
      ),
      429,
      'rate_limited',
    );

    // Another kind still goes out: the deletion link arrives, and so does a notice.
    expectStatus(
      await t.api.call(
        'POST',
        '/reception/delete-account-request',
        undefined,
        { user_email: user.email },
        { remoteAddress: nextClientAddress() },
      ),
      202,
    );
    await t.mail.waitFor(user.email, /[Dd]elete|[Ss]il/);
    expectStatus(
      await t.api.call('POST', '/reception/password-change', user.token, {
        current_password: strongPassword,
        new_password: 'fresh green meadow 7',
      }),
      200,
    );
    await t.mail.waitFor(user.email, /değiştirildi|changed/);
    expect(
      t.mail.to(user.email).filter((mail) => /reset|sıfırla/i.test(mail.subject)),
    ).toHaveLength(5);
  });
});

describe('account deletion by mail', () => {
  it('deletes the account and its sessions with the mailed link, keeping an audit entry without personal data', async () => {
    const user = await createUser(t);
    const before = await deletionAudits();
    const known = await t.api.call('POST', '/reception/delete-account-request', undefined, {
      user_email: user.email,
    });
    const unknown = await t.api.call('POST', '/reception/delete-account-request', undefined, {
      user_email: uniqueEmail('nobody'),
    });
    expect(unknown.body).toBe(known.body);
    const token =
      linkIn(await t.mail.waitFor(user.email, /silinmesini|deletion/)).searchParams.get('token') ??
      '';
    const deleted = await t.api.call('GET', `/reception/delete-account-verify?token=${token}`);
    expect(deleted.statusCode).toBe(200);
    expect((await verifyToken(user.token)).statusCode).toBe(401);
    expect(
      (await signIn({ user_email: user.email, user_password: strongPassword })).statusCode,
    ).toBe(401);
    const audit = await deletionAudits();
    expect(audit).toHaveLength(before.length + 1);
    const beforeIds = new Set(before.map((entry) => entry.audit_id));
    expect(audit.filter((entry) => !beforeIds.has(entry.audit_id))).toMatchObject([
      { actor_id: null, target_type: 'user', details: { by: 'self' } },
    ]);
    expect(JSON.stringify(audit)).not.toContain(user.email);
    expect(JSON.stringify(audit)).not.toContain(user.id);
    expect(
      (await t.api.call('GET', `/reception/delete-account-verify?token=${token}`)).statusCode,
    ).toBe(400);
  });
});

describe('requests by e-mail address', () => {
  // The jobs wait until the test runs them, so what the request itself did can be read.
  const held = useTestApp({ dependencies: { jobsPollMs: 60 * 60 * 1000 } });

  const requestJobs = [receptionJobs.passwordReset, receptionJobs.accountDeletion, mailJobName];

  /** The queued jobs of these requests and the mail they send (the scheduled jobs of other features aside). */
  async function queuedJobs() {
    return held.database.db
      .select({ name: jobs.name, payload: jobs.payload })
      .from(jobs)
      .where(inArray(jobs.name, requestJobs))
      .orderBy(jobs.created_at);
  }

  it('queue the same job for a known and an unknown address, and only the job looks the address up', async () => {
    const user = await createUser(held);
    const unknownEmail = uniqueEmail('nobody');
    const requests = [
      ['/reception/password-forgot', receptionJobs.passwordReset],
      ['/reception/delete-account-request', receptionJobs.accountDeletion],
    ] as const;
    for (const [path] of requests) {
      const known = await held.api.call('POST', path, undefined, { user_email: user.email });
      const unknown = await held.api.call('POST', path, undefined, { user_email: unknownEmail });
      expect(known.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
    }
    expect(await queuedJobs()).toEqual(
      requests.flatMap(([, name]) => [
        { name, payload: { email: user.email } },
        { name, payload: { email: unknownEmail } },
      ]),
    );

    // The jobs send one link each to the known address, nothing to the unknown one, and leave no address behind.
    expect(await held.app.jobs.runDue({ names: requests.map(([, name]) => name) })).toBe(4);
    const mails = await queuedJobs();
    expect(mails.map((job) => job.name)).toEqual([mailJobName, mailJobName]);
    expect(mails.map((job) => (job.payload as { to: string }).to)).toEqual([
      user.email,
      user.email,
    ]);
  });
});

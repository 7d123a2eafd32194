import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../src/features/accounts/accounts.tables';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { loginResponseSchema, refreshResponseSchema } from '@campus/contracts';
import { createTestApp, type TestContext } from './test-app';
import { linkIn, startMailCatcher, type MailCatcher } from './support/mail-catcher';
import {
  bearer,
  nextClientAddress,
  registerVerifiedUser,
  strongPassword,
  uniqueEmail,
} from './accounts-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({
    env: { SMTP_URL: mail.url, APP_URL: 'http://campus.example.edu' },
  });
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: nextClientAddress(),
  });
}
function get(url: string, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'GET', url, headers, remoteAddress: nextClientAddress() });
}

describe(`registration and e-mail verification on ${testDriver}`, () => {
  it('mails a link built from APP_URL, refuses sign-in until it is followed, and the link works once', async () => {
    const email = uniqueEmail();
    const registered = await post('/api/reception/register', {
      user_email: email.toUpperCase(),
      user_password: strongPassword,
      user_first_name: 'Elif',
      user_last_name: 'Çelik',
      locale: 'tr',
    });
    expect(registered.statusCode).toBe(202);
    const message = await mail.waitFor(email, /doğrulayın/);
    expect(message.text).toContain('Merhaba Elif');
    const link = linkIn(message);
    expect(link.origin + link.pathname).toBe('http://campus.example.edu/reception/verify-email');

    const early = await post('/api/reception/login', {
      user_email: email,
      user_password: strongPassword,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'email_not_verified' });

    const token = link.searchParams.get('token') ?? '';
    expect((await get(`/api/reception/verify-email?token=${token}`)).statusCode).toBe(200);
    const again = await get(`/api/reception/verify-email?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_token' });

    const login = await post('/api/reception/login', {
      user_email: email,
      user_password: strongPassword,
      remember_me: true,
    });
    expect(login.statusCode).toBe(200);
    const body = loginResponseSchema.parse(login.json());
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
    const { email } = await registerVerifiedUser(context.app, mail);
    const fresh = await post('/api/reception/register', {
      user_email: uniqueEmail(),
      user_password: strongPassword,
      user_first_name: 'Can',
      user_last_name: 'Er',
    });
    const known = await post('/api/reception/register', {
      user_email: email,
      user_password: 'another long passphrase',
      user_first_name: 'Someone',
      user_last_name: 'Else',
    });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    await mail.waitFor(email, /Zaten|already/);
  });

  it('ignores role, verification and VIP fields sent with the form', async () => {
    const email = uniqueEmail('sneaky');
    await post('/api/reception/register', {
      user_email: email,
      user_password: strongPassword,
      user_first_name: 'Mal',
      user_last_name: 'Lory',
      user_role: 'admin',
      is_email_verified: true,
      is_vip: true,
      status: 'active',
    });
    const rows = await context.database.db
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
    const response = await post('/api/reception/register', {
      user_email: uniqueEmail(),
      user_password: strongPassword,
      user_first_name: 'Ada',
      user_last_name: 'Kaya',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field, message }],
    });
  });

  it('refuses a common password and one made of the name', async () => {
    const common = await post('/api/reception/register', {
      user_email: uniqueEmail(),
      user_password: 'password1234',
      user_first_name: 'Ada',
      user_last_name: 'Kaya',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'password_too_common' });
    const named = await post('/api/reception/register', {
      user_email: uniqueEmail(),
      user_password: 'AdaKaya12345',
      user_first_name: 'Ada',
      user_last_name: 'Kaya',
    });
    expect(named.json()).toMatchObject({ code: 'password_too_common' });
  });

  it('sends a new link only to an address that waits for one, with the same answer for all', async () => {
    const waiting = uniqueEmail();
    await post('/api/reception/register', {
      user_email: waiting,
      user_password: strongPassword,
      user_first_name: 'Ece',
      user_last_name: 'Tan',
    });
    await mail.waitFor(waiting, /doğrulayın|Confirm/);
    const known = await post('/api/reception/resend-verification', { user_email: waiting });
    const unknown = await post('/api/reception/resend-verification', {
      user_email: uniqueEmail('nobody'),
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await expect.poll(() => mail.to(waiting).length).toBe(2);
  });
});

describe('sign-in', () => {
  it('answers the same 401 for a wrong password and an unknown address', async () => {
    const { email } = await registerVerifiedUser(context.app, mail);
    const wrong = await post('/api/reception/login', {
      user_email: email,
      user_password: 'not the password at all',
    });
    const unknown = await post('/api/reception/login', {
      user_email: uniqueEmail('ghost'),
      user_password: 'not the password at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_credentials',
      detail: 'Invalid email or password',
    });
    expect(unknown.json()).toEqual({ ...wrong.json<Record<string, unknown>>() });
  });

  it('blocks an account after 10 failed sign-ins in 15 minutes, even with the right password', async () => {
    const { email, password } = await registerVerifiedUser(context.app, mail);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const failed = await post('/api/reception/login', {
        user_email: email,
        user_password: `wrong guess ${String(attempt)}`,
      });
      expect(failed.statusCode).toBe(401);
    }
    const blocked = await post('/api/reception/login', {
      user_email: email,
      user_password: password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('blocks an address after 10 failed sign-ins against any accounts', async () => {
    const address = '10.250.250.250';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await context.app.inject({
        method: 'POST',
        url: '/api/reception/login',
        remoteAddress: address,
        payload: { user_email: uniqueEmail('spray'), user_password: 'spray the passwords' },
      });
    }
    const { email, password } = await registerVerifiedUser(context.app, mail);
    const blocked = await context.app.inject({
      method: 'POST',
      url: '/api/reception/login',
      remoteAddress: address,
      payload: { user_email: email, user_password: password },
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('answers the current user for a good token and 401 without one or with a bad one', async () => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const me = await get('/api/reception/verify-token', bearer(login.access_token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user_current: login.user_current });
    expect((await get('/api/reception/verify-token')).statusCode).toBe(401);
    expect((await get('/api/reception/verify-token', bearer('not.a.jwt'))).statusCode).toBe(401);
    const forged = `${login.access_token.slice(0, -4)}AAAA`;
    expect((await get('/api/reception/verify-token', bearer(forged))).statusCode).toBe(401);
  });

  it('rotates the refresh token, lets two tabs refresh at once, and ends the session on reuse', async () => {
    const { login } = await registerVerifiedUser(context.app, mail, { rememberMe: true });
    const first = await post('/api/reception/refresh', { refresh_token: login.refresh_token });
    expect(first.statusCode).toBe(200);
    const rotated = refreshResponseSchema.parse(first.json());
    expect(rotated.refresh_token).not.toBe(login.refresh_token);

    // Two tabs present the same token at once: both get the same new one.
    const [tabA, tabB] = await Promise.all([
      post('/api/reception/refresh', { refresh_token: rotated.refresh_token }),
      post('/api/reception/refresh', { refresh_token: rotated.refresh_token }),
    ]);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    const newest = refreshResponseSchema.parse(tabA.json()).refresh_token;
    expect(refreshResponseSchema.parse(tabB.json()).refresh_token).toBe(newest);

    // Past the grace, an old token is reuse: the whole session ends.
    await context.database.db.execute(
      sql`update sessions set rotated_at = rotated_at - interval '1 minute'`,
    );
    const reused = await post('/api/reception/refresh', { refresh_token: login.refresh_token });
    expect(reused.statusCode).toBe(401);
    expect((await post('/api/reception/refresh', { refresh_token: newest })).statusCode).toBe(401);
    expect(
      (await get('/api/reception/verify-token', bearer(rotated.access_token))).statusCode,
    ).toBe(401);
  });

  it('refuses refresh tokens that are malformed or forged', async () => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const [sessionId, generation] = login.refresh_token.split('.');
    for (const token of [
      'garbage',
      `${sessionId ?? ''}.${generation ?? ''}.${'A'.repeat(43)}`,
      `${sessionId ?? ''}.1`,
    ]) {
      const response = await post('/api/reception/refresh', { refresh_token: token });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
    }
  });

  it('ends the session on logout: the access and the refresh token stop working', async () => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const out = await post(
      '/api/reception/logout',
      { refresh_token: login.refresh_token },
      bearer(login.access_token),
    );
    expect(out.statusCode).toBe(204);
    expect((await get('/api/reception/verify-token', bearer(login.access_token))).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/reception/refresh', { refresh_token: login.refresh_token })).statusCode,
    ).toBe(401);
    expect((await post('/api/reception/logout', {})).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the mailed link once, ending every session', async () => {
    const { email, login } = await registerVerifiedUser(context.app, mail);
    const known = await post('/api/reception/password-forgot', { user_email: email });
    const unknown = await post('/api/reception/password-forgot', {
      user_email: uniqueEmail('nobody'),
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const token =
      linkIn(await mail.waitFor(email, /sıfırlayın|Reset/)).searchParams.get('token') ?? '';

    const reset = await post('/api/reception/password-reset', {
      token,
      new_password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await post('/api/reception/password-reset', {
          token,
          new_password: 'yet another passphrase',
        })
      ).statusCode,
    ).toBe(400);
    expect((await get('/api/reception/verify-token', bearer(login.access_token))).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/reception/login', { user_email: email, user_password: strongPassword }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await post('/api/reception/login', {
          user_email: email,
          user_password: 'a brand new passphrase',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown reset token and a weak new password', async () => {
    const unknown = await post('/api/reception/password-reset', {
      token: 'x'.repeat(43),
      new_password: 'a brand new passphrase',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('changes the password with the current one, ends other sessions and answers fresh tokens', async () => {
    const { email, login } = await registerVerifiedUser(context.app, mail);
    const other = loginResponseSchema.parse(
      (
        await post('/api/reception/login', { user_email: email, user_password: strongPassword })
      ).json(),
    );
    const wrong = await post(
      '/api/reception/password-change',
      { current_password: 'not my password', new_password: 'fresh green meadow 7' },
      bearer(login.access_token),
    );
    expect(wrong.statusCode).toBe(400);
    const changed = await post(
      '/api/reception/password-change',
      { current_password: strongPassword, new_password: 'fresh green meadow 7' },
      bearer(login.access_token),
    );
    expect(changed.statusCode).toBe(200);
    const fresh = loginResponseSchema.parse(changed.json());
    expect((await get('/api/reception/verify-token', bearer(other.access_token))).statusCode).toBe(
      401,
    );
    expect((await get('/api/reception/verify-token', bearer(login.access_token))).statusCode).toBe(
      401,
    );
    expect((await get('/api/reception/verify-token', bearer(fresh.access_token))).statusCode).toBe(
      200,
    );
    await mail.waitFor(email, /değiştirildi|changed/);
    expect(
      (
        await post('/api/reception/password-change', {
          current_password: 'x',
          new_password: 'fresh green meadow 7',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('account deletion by mail', () => {
  it('deletes the account and its sessions with the mailed link, keeping an audit entry without personal data', async () => {
    const { email, login } = await registerVerifiedUser(context.app, mail);
    const known = await post('/api/reception/delete-account-request', { user_email: email });
    const unknown = await post('/api/reception/delete-account-request', {
      user_email: uniqueEmail('nobody'),
    });
    expect(unknown.body).toBe(known.body);
    const token =
      linkIn(await mail.waitFor(email, /silinmesini|deletion/)).searchParams.get('token') ?? '';
    const deleted = await get(`/api/reception/delete-account-verify?token=${token}`);
    expect(deleted.statusCode).toBe(200);
    expect((await get('/api/reception/verify-token', bearer(login.access_token))).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/reception/login', { user_email: email, user_password: strongPassword }))
        .statusCode,
    ).toBe(401);
    const audit = await context.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'user.deleted'));
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(JSON.stringify(audit)).not.toContain(login.user_current.user_id);
    expect((await get(`/api/reception/delete-account-verify?token=${token}`)).statusCode).toBe(400);
  });
});

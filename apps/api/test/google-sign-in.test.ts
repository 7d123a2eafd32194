import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { googleUrlResponseSchema, loginResponseSchema, problemSchema } from '@campus/contracts';
import { graduateApplications, oidcStates, users } from '../src/features/accounts/accounts.tables';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser, uniqueEmail } from './accounts-helpers';
import {
  startOidcProvider,
  type TestAccountClaims,
  type TestOidcProvider,
} from './support/oidc-test-provider';
import { testDriver } from './test-database';

const appUrl = 'http://campus.example.edu';
const callbackUrl = `${appUrl}/reception/google/callback`;

let provider: TestOidcProvider;
let mail: MailCatcher;
let context: TestContext;

function googleEnv(): Record<string, string> {
  return {
    APP_URL: appUrl,
    GOOGLE_ISSUER_URL: provider.issuer,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
  };
}

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: callbackUrl });
  mail = await startMailCatcher();
  context = await createTestApp({ env: { ...googleEnv(), SMTP_URL: mail.url } });
});
afterAll(async () => {
  await context.close();
  await mail.close();
  await provider.close();
});

function get(target: TestContext, url: string, headers: Record<string, string> = {}) {
  return target.app.inject({ method: 'GET', url, headers, remoteAddress: nextClientAddress() });
}

/** A Google account at the test provider, with a fresh subject. */
function googleAccount(claims: Partial<TestAccountClaims> = {}): {
  subject: string;
  email: string;
} {
  const subject = `google-${randomUUID()}`;
  const email = claims.email ?? uniqueEmail('google');
  provider.setAccount(subject, {
    email,
    email_verified: true,
    given_name: 'Ayşe',
    family_name: 'Yılmaz',
    locale: 'tr-TR',
    ...claims,
  });
  return { subject, email };
}

/** Asks the app for the URL, signs in at the provider, and answers what comes back to the callback page. */
async function startSignIn(
  subject: string,
  target: TestContext = context,
): Promise<{ code: string; state: string; authorizationUrl: URL }> {
  const answer = await get(target, '/api/reception/google/url');
  expect(answer.statusCode, answer.body).toBe(200);
  const authorizationUrl = new URL(googleUrlResponseSchema.parse(answer.json()).url);
  const back = await provider.authorize(authorizationUrl.href, subject);
  expect(back.origin + back.pathname).toBe(callbackUrl);
  const code = back.searchParams.get('code');
  const state = back.searchParams.get('state');
  if (code === null || state === null) throw new Error(`no code or state in ${back.href}`);
  return { code, state, authorizationUrl };
}

function finishSignIn(input: { code: string; state: string }, target: TestContext = context) {
  const query = new URLSearchParams(input).toString();
  return get(target, `/api/reception/google/callback?${query}`);
}

async function userByEmail(email: string) {
  const rows = await context.database.db.select().from(users).where(eq(users.user_email, email));
  return rows[0];
}

async function auditCount(action: string, userId: string): Promise<number> {
  const rows = await context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, userId)));
  return rows.length;
}

describe(`Google sign-in against a local OpenID provider on ${testDriver}`, () => {
  it('builds the authorization URL from APP_URL with state, nonce and PKCE', async () => {
    const answer = await get(context, '/api/reception/google/url', {
      host: 'evil.example.com',
      'x-forwarded-host': 'evil.example.com',
    });
    expect(answer.statusCode).toBe(200);
    const url = new URL(googleUrlResponseSchema.parse(answer.json()).url);
    expect(url.origin).toBe(provider.issuer);
    const parameters = url.searchParams;
    expect(parameters.get('redirect_uri')).toBe(callbackUrl);
    expect(parameters.get('client_id')).toBe(provider.clientId);
    expect(parameters.get('response_type')).toBe('code');
    expect(parameters.get('scope')).toBe('openid email profile');
    expect(parameters.get('code_challenge_method')).toBe('S256');
    expect(parameters.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(parameters.get('prompt')).toBe('select_account');
    const state = parameters.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(parameters.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    const stored = await context.database.db
      .select()
      .from(oidcStates)
      .where(eq(oidcStates.state, state));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.nonce).toBe(parameters.get('nonce'));
    expect(stored[0]?.used_at).toBeNull();
  });

  it('creates a new Google user, verified and signed in, and signs the same person in again', async () => {
    const { subject, email } = googleAccount();
    const answer = await finishSignIn(await startSignIn(subject));
    expect(answer.statusCode, answer.body).toBe(200);
    const login = loginResponseSchema.parse(answer.json());
    expect(login.user_current).toMatchObject({
      user_email: email,
      user_role: 'student',
      user_first_name: 'Ayşe',
      user_last_name: 'Yılmaz',
      locale: 'tr',
    });
    const verified = await get(context, '/api/reception/verify-token', bearer(login.access_token));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ user_current: { user_email: email } });

    const row = await userByEmail(email);
    expect(row).toMatchObject({
      google_subject: subject,
      is_email_verified: true,
      password_hash: null,
      status: 'active',
    });
    if (row === undefined) throw new Error('no user');
    expect(await auditCount('user.created_via_google', row.user_id)).toBe(1);

    const again = await finishSignIn(await startSignIn(subject));
    expect(again.statusCode, again.body).toBe(200);
    expect(loginResponseSchema.parse(again.json()).user_current.user_id).toBe(row.user_id);
  });

  it('creates one account when the same person finishes two first sign-ins at once', async () => {
    const { subject, email } = googleAccount();
    const first = await startSignIn(subject);
    const second = await startSignIn(subject);
    const [one, two] = await Promise.all([finishSignIn(first), finishSignIn(second)]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    const ids = [one, two].map(
      (answer) => loginResponseSchema.parse(answer.json()).user_current.user_id,
    );
    expect(ids[0]).toBe(ids[1]);
    const rows = await context.database.db.select().from(users).where(eq(users.user_email, email));
    expect(rows).toHaveLength(1);
  });

  it('falls back to the e-mail for missing names and to English for other locales', async () => {
    const { subject, email } = googleAccount({
      given_name: undefined,
      family_name: undefined,
      locale: 'de',
    });
    const answer = await finishSignIn(await startSignIn(subject));
    expect(answer.statusCode, answer.body).toBe(200);
    const localPart = email.split('@')[0];
    expect(loginResponseSchema.parse(answer.json()).user_current).toMatchObject({
      user_first_name: localPart,
      user_last_name: localPart,
      locale: 'en',
    });
  });

  it('links an existing password account with the same e-mail, which keeps its password', async () => {
    const existing = await registerVerifiedUser(context.app, mail);
    const { subject } = googleAccount({ email: existing.email });
    const answer = await finishSignIn(await startSignIn(subject));
    expect(answer.statusCode, answer.body).toBe(200);
    const login = loginResponseSchema.parse(answer.json());
    expect(login.user_current.user_id).toBe(existing.login.user_current.user_id);
    const row = await userByEmail(existing.email);
    expect(row?.google_subject).toBe(subject);
    expect(await auditCount('user.google_linked', existing.login.user_current.user_id)).toBe(1);

    const passwordLogin = await context.app.inject({
      method: 'POST',
      url: '/api/reception/login',
      remoteAddress: nextClientAddress(),
      payload: { user_email: existing.email, user_password: existing.password },
    });
    expect(passwordLogin.statusCode, passwordLogin.body).toBe(200);
  });

  it('drops the password of an unconfirmed account it links, so nobody can claim an address in advance', async () => {
    const email = uniqueEmail('claimed');
    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/reception/register',
      remoteAddress: nextClientAddress(),
      payload: {
        user_email: email,
        user_password: 'someone else typed this',
        user_first_name: 'Not',
        user_last_name: 'Owner',
      },
    });
    expect(registered.statusCode).toBe(202);
    const { subject } = googleAccount({ email });
    const answer = await finishSignIn(await startSignIn(subject));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await userByEmail(email)).toMatchObject({
      google_subject: subject,
      is_email_verified: true,
      password_hash: null,
    });
  });

  it('accepts a state only once', async () => {
    const { subject } = googleAccount();
    const started = await startSignIn(subject);
    expect((await finishSignIn(started)).statusCode).toBe(200);
    const again = await finishSignIn(started);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'google_failed',
      detail: 'This Google sign-in has expired or was already used; please try again',
    });
  });

  it('refuses an unknown state and an expired one', async () => {
    const { subject } = googleAccount();
    const started = await startSignIn(subject);
    const unknown = await finishSignIn({ code: started.code, state: `${started.state}x` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'google_failed' });

    await context.database.db
      .update(oidcStates)
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where(eq(oidcStates.state, started.state));
    const expired = await finishSignIn(started);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'google_failed' });
  });

  it('answers a validation problem when state or code is missing', async () => {
    for (const query of ['code=abc', 'state=abc', '']) {
      const answer = await get(context, `/api/reception/google/callback?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('refuses an ID token whose nonce does not match the stored one', async () => {
    const { subject, email } = googleAccount();
    const started = await startSignIn(subject);
    await context.database.db
      .update(oidcStates)
      .set({ nonce: 'a-nonce-that-the-provider-never-saw' })
      .where(eq(oidcStates.state, started.state));
    const answer = await finishSignIn(started);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'google_failed',
      detail: 'Google authentication failed',
    });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a code that does not belong to the state', async () => {
    const { subject } = googleAccount();
    const first = await startSignIn(subject);
    const second = await startSignIn(subject);
    const answer = await finishSignIn({ code: first.code, state: second.state });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'google_failed' });
  });

  it('refuses a Google account whose e-mail is not verified', async () => {
    const { subject, email } = googleAccount({ email_verified: false });
    const answer = await finishSignIn(await startSignIn(subject));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'google_failed' });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a deactivated account', async () => {
    const existing = await registerVerifiedUser(context.app, mail);
    await context.database.db
      .update(users)
      .set({ status: 'deactivated' })
      .where(eq(users.user_email, existing.email));
    const { subject } = googleAccount({ email: existing.email });
    const answer = await finishSignIn(await startSignIn(subject));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'account_deactivated' });
    expect((await userByEmail(existing.email))?.google_subject).toBeNull();
  });

  it('gives a graduate waiting for review the same answer as the password sign-in', async () => {
    const existing = await registerVerifiedUser(context.app, mail);
    await context.database.db
      .update(users)
      .set({ status: 'pending', user_role: 'graduate' })
      .where(eq(users.user_email, existing.email));
    const { subject } = googleAccount({ email: existing.email });
    const answer = await finishSignIn(await startSignIn(subject));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'application_pending' });
  });

  it('gives a graduate whose application was rejected the same answer as the password sign-in', async () => {
    const existing = await registerVerifiedUser(context.app, mail);
    const userId = existing.login.user_current.user_id;
    await context.database.db
      .update(users)
      .set({ status: 'pending', user_role: 'graduate' })
      .where(eq(users.user_id, userId));
    await context.database.db.insert(graduateApplications).values({
      user_id: userId,
      graduation_year: 2020,
      student_number: 'S-2020-1',
      department: 'Physics',
      status: 'rejected',
      note: 'The proof is unreadable',
    });
    const passwordLogin = await context.app.inject({
      method: 'POST',
      url: '/api/reception/login',
      remoteAddress: nextClientAddress(),
      payload: { user_email: existing.email, user_password: existing.password },
    });
    const { subject } = googleAccount({ email: existing.email });
    const answer = await finishSignIn(await startSignIn(subject));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'application_rejected' });
    expect(problemSchema.parse(answer.json()).detail).toBe(
      problemSchema.parse(passwordLogin.json()).detail,
    );
  });
});

describe(`Google sign-in settings on ${testDriver}`, () => {
  it('answers 503 when Google is not configured', async () => {
    const plain = await createTestApp({ env: { APP_URL: appUrl } });
    try {
      const answer = await get(plain, '/api/reception/google/url');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        code: 'service_unavailable',
        detail: 'Google sign-in is not configured',
      });
    } finally {
      await plain.close();
    }
  });

  it('creates accounts only for the allowed e-mail domains', async () => {
    const restricted = await createTestApp({
      env: { ...googleEnv(), ALLOWED_EMAIL_DOMAINS: 'ogr.yesiltepe.edu.tr' },
    });
    try {
      const outsider = googleAccount({ email: `someone.${randomUUID().slice(0, 8)}@gmail.com` });
      const refused = await finishSignIn(
        await startSignIn(outsider.subject, restricted),
        restricted,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'google_failed' });
      expect(problemSchema.parse(refused.json()).detail).toContain('@ogr.yesiltepe.edu.tr');

      const student = googleAccount();
      const accepted = await finishSignIn(
        await startSignIn(student.subject, restricted),
        restricted,
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
    } finally {
      await restricted.close();
    }
  });

  it('tries discovery again after the issuer could not be reached', async () => {
    const fresh = await createTestApp({ env: googleEnv() });
    try {
      provider.setAvailable(false);
      const down = await get(fresh, '/api/reception/google/url');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'service_unavailable' });
      provider.setAvailable(true);
      const up = await get(fresh, '/api/reception/google/url');
      expect(up.statusCode, up.body).toBe(200);
    } finally {
      provider.setAvailable(true);
      await fresh.close();
    }
  });
});

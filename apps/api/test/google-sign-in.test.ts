import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  googleUrlResponseSchema,
  loginResponseSchema,
  systemStatusSchema,
  twoStepChallengeSchema,
  twoStepSetupSchema,
} from '@campus/contracts';
import { oidcStates, users } from '../src/features/accounts/accounts.tables';
import { base32Decode, totpCode, totpStepOf } from '../src/platform/totp';
import { createTestApp, type TestContext } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser, uniqueEmail } from './support/factories/accounts';
import { createGraduate } from './support/factories/graduates';
import { expectProblem, expectStatus } from './support/http';
import {
  startOidcProvider,
  type TestAccountClaims,
  type TestOidcProvider,
} from './support/oidc-test-provider';

const appUrl = 'http://campus.example.edu';
const callbackUrl = `${appUrl}/reception/google/callback`;

// The app's settings name the provider's address, known once it listens: this
// file starts the provider, then its app, in its own hooks.
let provider: TestOidcProvider;
let t: TestContext;

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
  t = await createTestApp({ env: googleEnv() });
}, 120_000);
afterAll(async () => {
  await t.close();
  await provider.close();
});

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
  target: TestContext = t,
): Promise<{ code: string; state: string; authorizationUrl: URL }> {
  const answer = await target.api.call('GET', '/reception/google/url');
  const authorizationUrl = new URL(expectStatus(answer, 200, googleUrlResponseSchema).url);
  const back = await provider.authorize(authorizationUrl.href, subject);
  expect(back.origin + back.pathname).toBe(callbackUrl);
  const code = back.searchParams.get('code');
  const state = back.searchParams.get('state');
  if (code === null || state === null) throw new Error(`no code or state in ${back.href}`);
  return { code, state, authorizationUrl };
}

function finishSignIn(input: { code: string; state: string }, target: TestContext = t) {
  const query = new URLSearchParams(input).toString();
  return target.api.call('GET', `/reception/google/callback?${query}`);
}

async function userByEmail(email: string) {
  const rows = await t.database.db.select().from(users).where(eq(users.user_email, email));
  return rows[0];
}

describe(`Google sign-in against a local OpenID provider on ${testDriver}`, () => {
  it('builds the authorization URL from APP_URL with state, nonce and PKCE', async () => {
    const answer = await t.api.call('GET', '/reception/google/url', undefined, undefined, {
      headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' },
    });
    const url = new URL(expectStatus(answer, 200, googleUrlResponseSchema).url);
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
    const stored = await t.database.db.select().from(oidcStates).where(eq(oidcStates.state, state));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.nonce).toBe(parameters.get('nonce'));
    expect(stored[0]?.used_at).toBeNull();
  });

  it('creates a new Google user, verified and signed in, and signs the same person in again', async () => {
    const { subject, email } = googleAccount();
    const answer = await finishSignIn(await startSignIn(subject));
    const login = expectStatus(answer, 200, loginResponseSchema);
    expect(login.user_current).toMatchObject({
      user_email: email,
      user_role: 'student',
      user_first_name: 'Ayşe',
      user_last_name: 'Yılmaz',
      locale: 'tr',
    });
    const verified = await t.api.call('GET', '/reception/verify-token', login.access_token);
    expectStatus(verified, 200);
    expect(verified.json()).toMatchObject({ user_current: { user_email: email } });

    const row = await userByEmail(email);
    expect(row).toMatchObject({
      google_subject: subject,
      is_email_verified: true,
      password_hash: null,
      status: 'active',
    });
    if (row === undefined) throw new Error('no user');
    expect(await auditOf(t, 'user.created_via_google', row.user_id)).toHaveLength(1);

    const again = await finishSignIn(await startSignIn(subject));
    expect(expectStatus(again, 200, loginResponseSchema).user_current.user_id).toBe(row.user_id);
  });

  it('creates one account when the same person finishes two first sign-ins at once', async () => {
    const { subject, email } = googleAccount();
    const first = await startSignIn(subject);
    const second = await startSignIn(subject);
    const [one, two] = await Promise.all([finishSignIn(first), finishSignIn(second)]);
    const ids = [one, two].map(
      (answer) => expectStatus(answer, 200, loginResponseSchema).user_current.user_id,
    );
    expect(ids[0]).toBe(ids[1]);
    const rows = await t.database.db.select().from(users).where(eq(users.user_email, email));
    expect(rows).toHaveLength(1);
  });

  it('falls back to the e-mail for missing names and to English for other locales', async () => {
    const { subject, email } = googleAccount({
      given_name: undefined,
      family_name: undefined,
      locale: 'de',
    });
    const answer = await finishSignIn(await startSignIn(subject));
    const localPart = email.split('@')[0];
    expect(expectStatus(answer, 200, loginResponseSchema).user_current).toMatchObject({
      user_first_name: localPart,
      user_last_name: localPart,
      locale: 'en',
    });
  });

  it('links an existing password account with the same e-mail, which keeps its password', async () => {
    const existing = await createUser(t);
    const { subject } = googleAccount({ email: existing.email });
    const answer = await finishSignIn(await startSignIn(subject));
    const login = expectStatus(answer, 200, loginResponseSchema);
    expect(login.user_current.user_id).toBe(existing.id);
    const row = await userByEmail(existing.email);
    expect(row?.google_subject).toBe(subject);
    expect(await auditOf(t, 'user.google_linked', existing.id)).toHaveLength(1);

    const passwordLogin = await t.api.call('POST', '/reception/login', undefined, {
      user_email: existing.email,
      user_password: existing.password,
    });
    expectStatus(passwordLogin, 200);
  });

  it('drops the password of an unconfirmed account it links, so nobody can claim an address in advance', async () => {
    // Someone registered the address with a password of their own and never confirmed it.
    const claimed = await createUser(t, {
      email: uniqueEmail('claimed'),
      password: 'someone else typed this',
      firstName: 'Not',
      lastName: 'Owner',
      verified: false,
    });
    const before = await userByEmail(claimed.email);
    expect(before).toMatchObject({ is_email_verified: false, google_subject: null });
    expect(before?.password_hash).not.toBeNull();
    const { subject } = googleAccount({ email: claimed.email });
    const answer = await finishSignIn(await startSignIn(subject));
    expectStatus(answer, 200);
    expect(await userByEmail(claimed.email)).toMatchObject({
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
    expect(expectProblem(again, 400, 'google_failed').detail).toBe(
      'This Google sign-in has expired or was already used; please try again',
    );
  });

  it('refuses an unknown state and an expired one', async () => {
    const { subject } = googleAccount();
    const started = await startSignIn(subject);
    const unknown = await finishSignIn({ code: started.code, state: `${started.state}x` });
    expectProblem(unknown, 400, 'google_failed');

    await t.database.db
      .update(oidcStates)
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where(eq(oidcStates.state, started.state));
    const expired = await finishSignIn(started);
    expectProblem(expired, 400, 'google_failed');
  });

  it('answers a validation problem when state or code is missing', async () => {
    for (const query of ['code=abc', 'state=abc', '']) {
      const answer = await t.api.call('GET', `/reception/google/callback?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expectProblem(answer, 400, 'validation_failed');
    }
  });

  it('refuses an ID token whose nonce does not match the stored one', async () => {
    const { subject, email } = googleAccount();
    const started = await startSignIn(subject);
    await t.database.db
      .update(oidcStates)
      .set({ nonce: 'a-nonce-that-the-provider-never-saw' })
      .where(eq(oidcStates.state, started.state));
    const answer = await finishSignIn(started);
    expect(expectProblem(answer, 400, 'google_failed').detail).toBe('Google authentication failed');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a code that does not belong to the state', async () => {
    const { subject } = googleAccount();
    const first = await startSignIn(subject);
    const second = await startSignIn(subject);
    const answer = await finishSignIn({ code: first.code, state: second.state });
    expectProblem(answer, 400, 'google_failed');
  });

  it('refuses a Google account whose e-mail is not verified', async () => {
    const { subject, email } = googleAccount({ email_verified: false });
    const answer = await finishSignIn(await startSignIn(subject));
    expectProblem(answer, 400, 'google_failed');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('asks an admin with two-step sign-in for a code before the session, as the password sign-in does', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const setup = expectStatus(
      await t.api.call('POST', '/profile/two-step/setup', admin.token),
      200,
      twoStepSetupSchema,
    );
    const secret = base32Decode(setup.secret);
    const step = totpStepOf(new Date());
    expectStatus(
      await t.api.call('POST', '/profile/two-step/confirm', admin.token, {
        code: totpCode(secret, step),
      }),
      200,
    );
    const { subject } = googleAccount({ email: admin.email });
    const answer = await finishSignIn(await startSignIn(subject));
    const challenge = expectStatus(answer, 200, twoStepChallengeSchema);
    expect(challenge.two_step).toBe('verify');
    const signedIn = await t.api.call('POST', '/reception/two-step/verify', undefined, {
      challenge_token: challenge.challenge_token,
      code: totpCode(secret, step + 1),
    });
    expect(expectStatus(signedIn, 200, loginResponseSchema).user_current.user_id).toBe(admin.id);
  });

  it('refuses a deactivated account', async () => {
    const existing = await createUser(t, { status: 'deactivated' });
    const { subject } = googleAccount({ email: existing.email });
    const answer = await finishSignIn(await startSignIn(subject));
    expectProblem(answer, 403, 'account_deactivated');
    expect((await userByEmail(existing.email))?.google_subject).toBeNull();
  });

  it('gives a graduate waiting for review the same answer as the password sign-in', async () => {
    const existing = await createUser(t, { role: 'graduate', status: 'pending' });
    const passwordLogin = await t.api.call('POST', '/reception/login', undefined, {
      user_email: existing.email,
      user_password: existing.password,
    });
    const { subject } = googleAccount({ email: existing.email });
    const answer = await finishSignIn(await startSignIn(subject));
    const problem = expectProblem(answer, 403, 'application_pending');
    expect(problem.detail).toBe(expectProblem(passwordLogin, 403, 'application_pending').detail);
  });

  it('gives a graduate whose application was rejected the same answer as the password sign-in', async () => {
    const { user: existing } = await createGraduate(t, {
      status: 'rejected',
      graduationYear: 2020,
      studentNumber: 'S-2020-1',
      department: 'Physics',
      note: 'The proof is unreadable',
    });
    const passwordLogin = await t.api.call('POST', '/reception/login', undefined, {
      user_email: existing.email,
      user_password: existing.password,
    });
    const { subject } = googleAccount({ email: existing.email });
    const answer = await finishSignIn(await startSignIn(subject));
    const problem = expectProblem(answer, 403, 'application_rejected');
    expect(problem.detail).toBe(expectProblem(passwordLogin, 403).detail);
  });
});

describe(`Google sign-in settings on ${testDriver}`, () => {
  it('answers 404 when Google is not configured, and the system status says it is off', async () => {
    const plain = await createTestApp({ env: { APP_URL: appUrl } });
    try {
      const answer = await plain.api.call('GET', '/reception/google/url');
      expect(expectProblem(answer, 404, 'not_found').detail).toBe(
        'Google sign-in is not enabled on this installation',
      );
      const callback = await plain.api.call('GET', '/reception/google/callback?code=x&state=y');
      expectProblem(callback, 404, 'not_found');
      const off = await plain.api.read('/system/status', undefined, systemStatusSchema);
      expect(off.google_sign_in).toBe(false);
      const on = await t.api.read('/system/status', undefined, systemStatusSchema);
      expect(on.google_sign_in).toBe(true);
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
      expect(expectProblem(refused, 400, 'google_failed').detail).toContain(
        '@ogr.yesiltepe.edu.tr',
      );

      const student = googleAccount();
      const accepted = await finishSignIn(
        await startSignIn(student.subject, restricted),
        restricted,
      );
      expectStatus(accepted, 200);
    } finally {
      await restricted.close();
    }
  });

  it('tries discovery again after the issuer could not be reached', async () => {
    const fresh = await createTestApp({ env: googleEnv() });
    try {
      provider.setAvailable(false);
      const down = await fresh.api.call('GET', '/reception/google/url');
      expectProblem(down, 503, 'service_unavailable');
      provider.setAvailable(true);
      const up = await fresh.api.call('GET', '/reception/google/url');
      expectStatus(up, 200);
    } finally {
      provider.setAvailable(true);
      await fresh.close();
    }
  });
});

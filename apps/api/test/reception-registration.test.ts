import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginResponseSchema } from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser, strongPassword, uniqueEmail } from './support/factories/accounts';
import { expectProblem, expectStatus, nextClientAddress } from './support/http';
import { linkIn } from './support/mail-catcher';
import { createReceptionHelpers } from './support/reception';

const t = useTestApp({ mail: true, env: { APP_URL: 'http://campus.example.edu' } });
const { signIn } = createReceptionHelpers(t);

function register(body: Record<string, unknown>) {
  return t.api.call('POST', '/reception/register', undefined, body);
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

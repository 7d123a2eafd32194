import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginResponseSchema, type LoginResponse } from '@campus/contracts';
import { strongPassword, uniqueEmail } from './factories/accounts';
import { nextClientAddress } from './http';
import { linkIn, type MailCatcher } from './mail-catcher';

/**
 * The whole public sign-up flow: register, follow the mailed link, sign in.
 * Only the tests of that flow (accounts) use it; every other test makes its
 * accounts with `createUser`.
 */
export async function registerVerifiedUser(
  app: FastifyInstance,
  mail: MailCatcher,
  options: { email?: string; password?: string; rememberMe?: boolean } = {},
): Promise<{ email: string; password: string; login: LoginResponse }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? strongPassword;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/reception/register',
    remoteAddress: nextClientAddress(),
    payload: {
      user_email: email,
      user_password: password,
      user_first_name: 'Deniz',
      user_last_name: 'Aydın',
      locale: 'tr',
    },
  });
  expect(registered.statusCode, registered.body).toBe(202);
  const link = linkIn(await mail.waitFor(email, /doğrulayın|Confirm/));
  const verified = await app.inject({
    method: 'GET',
    url: `/api/reception/verify-email?token=${link.searchParams.get('token') ?? ''}`,
    remoteAddress: nextClientAddress(),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: {
      user_email: email,
      user_password: password,
      remember_me: options.rememberMe ?? false,
    },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { email, password, login: loginResponseSchema.parse(login.json()) };
}

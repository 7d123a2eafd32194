import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginResponseSchema, type LoginResponse } from '@campus/contracts';
import { linkIn, type MailCatcher } from './support/mail-catcher';

let addressCounter = 0;

/** A fresh client address per call, so per-address rate limits of one test do not touch another. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${String(Math.floor(addressCounter / 250) % 250)}.${String(addressCounter % 250)}.${String(1 + (process.pid % 250))}`;
}

export function uniqueEmail(prefix = 'student'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@ogr.yesiltepe.edu.tr`;
}

export const strongPassword = 'tall maple river 42';

/** Registers, follows the mailed link and signs in: a ready account and its tokens. */
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

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@campus/contracts';
import { loggerOptions } from '../src/platform/logging';
import { useTestApp } from './support/app';
import { uniqueEmail } from './support/factories/accounts';
import { expectStatus } from './support/http';
import { linkIn } from './support/mail-catcher';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(chunk.toString());
    callback();
  },
});

const t = useTestApp({
  mail: true,
  dependencies: { logger: { ...(loggerOptions('trace', false) as object), stream } },
});

describe('the logs', () => {
  it('never hold a password, an e-mailed token, an access token or a refresh token', async () => {
    const password = 'secret river stone 99';
    const email = uniqueEmail();
    // The public flow itself: the password and the mailed token travel in these requests.
    expectStatus(
      await t.api.call('POST', '/reception/register', undefined, {
        user_email: email,
        user_password: password,
        user_first_name: 'Deniz',
        user_last_name: 'Aydın',
        locale: 'tr',
      }),
      202,
    );
    const mailedToken =
      linkIn(await t.mail.waitFor(email, /doğrulayın|Confirm/)).searchParams.get('token') ?? '';
    expectStatus(
      await t.api.call('GET', `/reception/verify-email?token=${mailedToken}`, undefined),
      200,
    );
    const login = expectStatus(
      await t.api.call('POST', '/reception/login', undefined, {
        user_email: email,
        user_password: password,
      }),
      200,
      loginResponseSchema,
    );
    await t.api.call('POST', '/reception/refresh', undefined, {
      refresh_token: login.refresh_token,
    });
    await t.api.call('GET', '/reception/verify-token', login.access_token);
    await t.api.call('POST', '/reception/login', undefined, {
      user_email: email,
      user_password: 'wrong but still secret',
    });

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/reception/verify-email?token=%5Bredacted%5D');
    expect(mailedToken.length).toBeGreaterThan(20);
    for (const secret of [
      password,
      'wrong but still secret',
      mailedToken,
      login.access_token,
      login.refresh_token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/platform/logging';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';

let context: TestContext;
let mail: MailCatcher;
const lines: string[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const logger = { ...(loggerOptions('trace', false) as object), stream };
  context = await createTestApp({ env: { SMTP_URL: mail.url }, dependencies: { logger } });
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

describe('the logs', () => {
  it('never hold a password, an e-mailed token, an access token or a refresh token', async () => {
    const password = 'secret river stone 99';
    const { email, login } = await registerVerifiedUser(context.app, mail, { password });
    const verifyLink = mail.to(email)[0]?.text ?? '';
    const mailedToken = /token=([\w-]+)/.exec(verifyLink)?.[1] ?? '';
    await context.app.inject({
      method: 'POST',
      url: '/api/reception/refresh',
      remoteAddress: nextClientAddress(),
      payload: { refresh_token: login.refresh_token },
    });
    await context.app.inject({
      method: 'GET',
      url: '/api/reception/verify-token',
      headers: bearer(login.access_token),
    });
    await context.app.inject({
      method: 'POST',
      url: '/api/reception/login',
      remoteAddress: nextClientAddress(),
      payload: { user_email: email, user_password: 'wrong but still secret' },
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

import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { loginResponseSchema } from '@campus/contracts';
import { receptionJobs } from '../src/features/accounts/reception-mail';
import { jobs } from '../src/platform/jobs.tables';
import { mailJobName } from '../src/platform/mail/mailer';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { useTestApp } from './support/app';
import {
  createUser,
  startSession,
  strongPassword,
  uniqueEmail,
} from './support/factories/accounts';
import { expectProblem, expectStatus, nextClientAddress } from './support/http';
import { linkIn } from './support/mail-catcher';
import { createReceptionHelpers } from './support/reception';

const t = useTestApp({ mail: true, env: { APP_URL: 'http://campus.example.edu' } });
const { signIn, verifyToken } = createReceptionHelpers(t);

/** The `user.deleted` audit entries (they name no target: the account is gone). */
function deletionAudits() {
  return t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'user.deleted'));
}

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
    const forgot = (email: string) =>
      t.api.call(
        'POST',
        '/reception/password-forgot',
        undefined,
        { user_email: email },
        { remoteAddress: nextClientAddress() },
      );
    for (let request = 0; request < 5; request += 1) expectStatus(await forgot(user.email), 202);
    const refused = await forgot(user.email);
    expectProblem(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // An unknown address gets the same answers: the limit tells nothing about accounts.
    const stranger = uniqueEmail('nobody');
    for (let request = 0; request < 5; request += 1) expectStatus(await forgot(stranger), 202);
    expectProblem(await forgot(stranger), 429, 'rate_limited');

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
  // Only the test runs them: the queue's first pass at start, which a busy machine can still be
  // running when the first request is made, is waited for and the polling stopped.
  beforeAll(async () => {
    await held.app.jobs.stop();
  });

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

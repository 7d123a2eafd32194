import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { loggerOptions } from '../src/platform/logging';
import { mailJobName, mailMaxAttempts } from '../src/platform/mail/mailer';
import { jobs } from '../src/platform/jobs.tables';
import { createTestApp, type TestContext } from './support/app';
import { strongPassword, uniqueEmail } from './support/factories/accounts';
import { expectStatus } from './support/http';
import { linkIn, startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

// The app's SMTP connection goes through a proxy that a test cuts to make the
// server fail, so this file makes its own catcher, proxy and app (the proxy
// needs the catcher's port, and the app the proxy's).
let t: TestContext;
let mail: MailCatcher;
let proxy: TcpProxy;
const lines: string[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
  proxy = await startTcpProxy('127.0.0.1', Number(new URL(mail.url).port));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${String(proxy.port)}` },
    dependencies: { logger: { ...(loggerOptions('info', false) as object), stream } },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await proxy.close();
  await mail.close();
});

/** The mail jobs to one address: a test's own. */
function mailTo(address: string) {
  return and(eq(jobs.name, mailJobName), sql`${jobs.payload}->>'to' = ${address}`);
}

function mailJobsTo(address: string) {
  return t.database.db.select().from(jobs).where(mailTo(address));
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function message(to: string, subject: string) {
  return {
    to,
    subject,
    text: `Your one-time link: http://campus.example.edu/x?token=${subject.replace(/\W/g, '')}`,
    html: `<p>${subject}</p>`,
  };
}

describe('mail through the job queue', () => {
  it('delivers a registration mail over SMTP and leaves no row with its link behind', async () => {
    const email = uniqueEmail();
    const response = await t.api.call('POST', '/reception/register', undefined, {
      user_email: email,
      user_password: strongPassword,
      user_first_name: 'Ayşe',
      user_last_name: 'Kılıç',
      locale: 'en',
    });
    expectStatus(response, 202);
    const caught = await mail.waitFor(email, /Confirm your e-mail/);
    const token = linkIn(caught).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);

    await until(async () => (await mailJobsTo(email)).length === 0);
    const everyPayload = await t.database.db.execute(
      sql`select coalesce(string_agg(payload::text, ' '), '') as payloads from jobs`,
    );
    expect(JSON.stringify(everyPayload)).not.toContain(token);
    expect(lines.join('')).not.toContain(token);
  });

  it('sends nothing for a mail queued in a transaction that rolled back', async () => {
    const email = uniqueEmail('rollback');
    await expect(
      t.database.db.transaction(async (transaction) => {
        await t.app.mailOutbox.enqueue(message(email, 'Rolled back'), transaction);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    // The same call in a transaction that commits is sent by the queue's next pass.
    const kept = uniqueEmail('committed');
    await t.database.db.transaction(async (transaction) => {
      await t.app.mailOutbox.enqueue(message(kept, 'Committed'), transaction);
    });
    await mail.waitFor(kept, /Committed/);
    await t.app.mailOutbox.flush();
    expect(mail.to(email)).toHaveLength(0);
    expect(await mailJobsTo(email)).toHaveLength(0);
    expect(await mailJobsTo(kept)).toHaveLength(0);
  });

  it('retries a mail while the SMTP server fails, then delivers it once', async () => {
    const email = uniqueEmail('retry');
    const from = lines.length;
    await proxy.cut();
    try {
      await t.app.mailOutbox.enqueue(message(email, 'Retried'));
      await t.app.mailOutbox.flush();
      const waitingJobs = await mailJobsTo(email);
      expect(waitingJobs).toHaveLength(1);
      const [waiting] = waitingJobs;
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      // Only the error's codes are kept: a server's reply may quote the address.
      expect(waiting?.last_error).toMatch(
        /^Error: The mail was not sent \(.*(ECONNREFUSED|ECONNRESET)/,
      );
      expect(waiting?.last_error).not.toContain(email);
      // The retry waits about 10 s: not due yet.
      expect((waiting?.run_at.getTime() ?? 0) - Date.now()).toBeGreaterThan(5_000);
      expect(lines.slice(from).join('')).toContain('a job failed and will be retried');
    } finally {
      await proxy.restore();
    }

    await t.database.db
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(mailTo(email));
    await t.app.mailOutbox.flush();
    await mail.waitFor(email, /Retried/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.to(email)).toHaveLength(1);
    expect(await mailJobsTo(email)).toHaveLength(0);
  });

  it('drops a mail after the last failed attempt: logged without its content, no row left', async () => {
    const email = uniqueEmail('dropped');
    const from = lines.length;
    await proxy.cut();
    try {
      await t.app.mailOutbox.enqueue(message(email, 'Dropped secret'));
      await t.app.mailOutbox.flush();
      expect(await mailJobsTo(email)).toHaveLength(1);
      // As if every earlier attempt had failed: the next one is the last.
      await t.database.db
        .update(jobs)
        .set({ attempts: mailMaxAttempts - 1, run_at: sql`now()` })
        .where(mailTo(email));
      await t.app.mailOutbox.flush();
    } finally {
      await proxy.restore();
    }
    expect(await mailJobsTo(email)).toHaveLength(0);
    const log = lines.slice(from).join('');
    const failure = log
      .split('\n')
      .find((line) => line.includes('a job failed for good') && line.includes(mailJobName));
    expect(failure).toBeDefined();
    expect(lines.join('')).not.toContain('Droppedsecret');
    expect(lines.join('')).not.toContain(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.to(email)).toHaveLength(0);
  });
});

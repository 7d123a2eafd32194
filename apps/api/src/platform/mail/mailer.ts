import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/database';
import type { JobQueue } from '../jobs';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends over SMTP (SMTP_URL), with the product's sender address. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // The SMTP library loads at the first message, not with the server.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ from, ...message });
    },
    close() {
      void transport?.then((opened) => {
        opened.close();
      });
    },
  };
}

/**
 * Without SMTP the message is written to the log with its links, so a new
 * user can follow a verification link locally (PRODUCT.md). Production sets
 * SMTP_URL; the server warns at start when it does not.
 */
export function createLogMailer(log: (text: string) => void): Mailer {
  return {
    async send(message) {
      log(
        [
          '',
          '──────── mail (not sent: SMTP_URL is not set) ────────',
          `To: ${message.to}`,
          `Subject: ${message.subject}`,
          '',
          message.text,
          '──────────────────────────────────────────────────────',
          '',
        ].join('\n'),
      );
    },
    close() {
      return undefined;
    },
  };
}

/** The job that sends one message (decision 012). */
export const mailJobName = 'mail.send';

/** Tries per message: retried after 10 s, 20 s, 40 s… (about 20 minutes in all). */
export const mailMaxAttempts = 8;

const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/**
 * The failure of a send without what it may quote: nodemailer's errors carry the recipients
 * (`rejected`) and the server's reply, which often repeats the address. Only the codes remain,
 * for the job's `last_error` and the logs.
 */
function sendFailure(error: unknown): Error {
  const fields =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const codes = ['code', 'originalCode', 'command', 'responseCode']
    .map((key) => fields[key])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map(String);
  return new Error(
    `The mail was not sent (${codes.length > 0 ? codes.join(', ') : 'no error code'})`,
  );
}

export interface MailOutboxOptions {
  jobs: JobQueue;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface MailOutbox {
  /**
   * Queues a message as a `mail.send` job: one fast insert, inside the
   * caller's transaction when `executor` is one (a rolled-back change sends
   * nothing). Without a transaction this process also tries to send it at
   * once, after the answer. A slow or failing mail server never delays an
   * answer, so its timing never tells whether an account exists.
   */
  enqueue(message: MailMessage, executor?: Executor): Promise<void>;
  /** Sends every mail job that is due now, here (tests; shutdown waits for the sends in flight). */
  flush(): Promise<void>;
  /** Waits for the sends started here and starts no more. */
  close(): Promise<void>;
}

/**
 * Every mail leaves through the job queue: it survives a restart, a failing
 * mail server is retried with a growing delay, and after the last attempt the
 * failure is logged. A message may carry a one-time link (verification,
 * password reset, deletion), so its row is deleted once it was sent or has
 * failed for good, and neither its text nor its address goes to the logs.
 */
export function createMailOutbox({ jobs, mailer, log }: MailOutboxOptions): MailOutbox {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  jobs.register(
    mailJobName,
    // A failure throws: the queue retries it, and logs the last one as an error (without payload).
    async (payload) => {
      const message = mailMessageSchema.parse(payload);
      try {
        await mailer.send(message);
      } catch (error) {
        throw sendFailure(error);
      }
    },
    { removeWhenFinished: true },
  );

  function sendSoon(): void {
    if (closed) return;
    const pass = jobs
      .runDue({ names: [mailJobName] })
      .catch((error: unknown) => {
        log.error({ err: error }, 'a mail pass failed');
      })
      .finally(() => {
        inFlight.delete(pass);
      });
    inFlight.add(pass);
  }

  return {
    async enqueue(message, executor) {
      await jobs.enqueue(mailJobName, message, { maxAttempts: mailMaxAttempts }, executor);
      if (executor === undefined) sendSoon();
    },

    async flush() {
      await Promise.all([...inFlight]);
      let sent = await jobs.runDue({ names: [mailJobName] });
      while (sent > 0) sent = await jobs.runDue({ names: [mailJobName] });
    },

    async close() {
      closed = true;
      await Promise.all([...inFlight]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail outbox, made by buildApp (tests call `flush`). */
    mailOutbox: MailOutbox;
  }
}

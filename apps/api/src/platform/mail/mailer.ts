import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
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

/**
 * Mail leaves after the answer: a slow or failing mail server never delays
 * an answer (and so never tells by its timing whether an account exists).
 * A failure is logged; the person can ask for the link again.
 */
export function createMailOutbox(mailer: Mailer, logger: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(message: MailMessage): void {
      const delivery = mailer
        .send(message)
        .catch((error: unknown) => {
          logger.error({ err: error, subject: message.subject }, 'mail could not be sent');
        })
        .finally(() => {
          pending.delete(delivery);
        });
      pending.add(delivery);
    },
    /** Waits for every message in flight (shutdown, tests). */
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

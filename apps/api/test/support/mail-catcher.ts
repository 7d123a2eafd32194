import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  raw: string;
}

/** Decodes a MIME encoded-word subject (=?UTF-8?B?...?= or =?UTF-8?Q?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(parseInt(code, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, code: string) => String.fromCharCode(parseInt(code, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Reads the plain-text part of a message as nodemailer writes it. */
function plainTextOf(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      raw,
    );
  if (part === null) return raw;
  const [, encoding = '7bit', body = ''] = part;
  if (encoding.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailCatcher() {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => {
          const match = new RegExp(`^${name}: ((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
          return decodeHeader((match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim());
        };
        messages.push({
          to: header('To'),
          subject: header('Subject'),
          text: plainTextOf(raw),
          raw,
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });

  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    messages,
    /** Waits for the first message to an address whose subject matches. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (message) => message.to.includes(to) && subject.test(message.subject),
        );
        if (found !== undefined) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `No mail to ${to} matching ${String(subject)}; got: ${messages.map((message) => `${message.to} «${message.subject}»`).join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    /** Messages to an address, so far. */
    to(address: string): CaughtMail[] {
      return messages.filter((message) => message.to.includes(address));
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The link with a token in a mail's text. */
export function linkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/\S+token=[\w-]+/.exec(mail.text);
  if (match === null) throw new Error(`No link in mail «${mail.subject}»:\n${mail.text}`);
  return new URL(match[0]);
}

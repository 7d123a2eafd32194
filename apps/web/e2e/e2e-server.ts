// The server of the browser tests: a real SMTP server on loopback that keeps
// every message (readable over HTTP by the tests), and the built app on a
// fresh embedded database that sends its mail there.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = port + 25;
const mailApiPort = port + 26;
const dataDir = `/tmp/campus-e2e-${String(port)}`;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Message {
  to: string;
  raw: string;
}
const messages: Message[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
      messages.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

// GET /messages?to=address → the raw messages to that address, oldest first.
const mailApi = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${String(mailApiPort)}`);
  const to = url.searchParams.get('to') ?? '';
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(messages.filter((message) => message.to.includes(to))));
});
mailApi.listen(mailApiPort, '127.0.0.1');

rmSync(dataDir, { recursive: true, force: true });
const app = spawn(process.execPath, [path.join(here, '../../api/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${String(port)}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
  },
});

function stop() {
  app.kill('SIGTERM');
  smtp.close();
  mailApi.close();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => {
  smtp.close();
  mailApi.close();
  process.exit(code ?? 0);
});

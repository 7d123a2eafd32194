// The server of the browser tests: a real SMTP server on loopback that keeps
// every message (readable over HTTP by the tests), and the built app on a
// fresh database that sends its mail there: the embedded database (what a new
// user gets), or with E2E_DATABASE=server a fresh database on the PostgreSQL
// server at 127.0.0.1:5432 (its queries then run in the server's processes).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
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

const serverUrl = 'postgres://postgres@127.0.0.1:5432';

/** With E2E_DATABASE=server, a new empty database of this worker on the PostgreSQL server. */
async function freshServerDatabase(): Promise<string | undefined> {
  if (process.env.E2E_DATABASE !== 'server') return undefined;
  const name = `campus_e2e_${String(port)}`;
  const client = new pg.Client({
    connectionString: `${serverUrl}/postgres`,
    connectionTimeoutMillis: 2_000,
  });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    return `${serverUrl}/${name}`;
  } finally {
    await client.end();
  }
}

const databaseUrl = await freshServerDatabase();
rmSync(dataDir, { recursive: true, force: true });
const app = spawn(process.execPath, [path.join(here, '../../api/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${String(port)}`,
    DATA_DIR: dataDir,
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
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

// The server of the browser tests: a real SMTP server on loopback that keeps
// every message (readable over HTTP by the tests), a stand-in model for the
// assistant, and the built app on a
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

// An OpenAI-compatible model on loopback for the assistant: it streams a short answer citing
// source 1, in Turkish when asked in Turkish; asked to answer "slowly"/"yavaşça", it streams
// for about eighteen seconds, so that Stop can be pressed while it writes even on a busy
// machine. Its steps read "Adım 1", not "1. adım", which Markdown would make a list.
const modelPort = port + 27;
const modelServer = createServer((request, response) => {
  let text = '';
  request.on('data', (part: Buffer) => {
    text += part.toString('utf8');
  });
  request.on('end', () => {
    const body = JSON.parse(text) as { messages?: { role: string; content: string }[] };
    // The last user message holds the numbered sources, then the question.
    const last = body.messages?.filter((message) => message.role === 'user').at(-1)?.content;
    const asked = last?.split('\n\n').at(-1) ?? '';
    const turkish = /[çğıöşü]|\bmu\b|\bmi\b/i.test(asked);
    const slow = /slowly|yavaşça/i.test(asked);
    const pieces = slow
      ? Array.from({ length: 12 }, (_unused, index) => `Adım ${String(index + 1)} [1]. `)
      : turkish
        ? ['Öğrencilere göre ', 'zorlayıcı ama adil ', 'bir ders [1].']
        : ['Students find it ', 'demanding but fair ', '[1].'];
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    let index = 0;
    const next = () => {
      const piece = pieces[index];
      if (piece === undefined || response.destroyed) {
        response.end('data: [DONE]\n\n');
        return;
      }
      index += 1;
      const chunk = { choices: [{ index: 0, delta: { content: piece } }] };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      setTimeout(next, slow ? 1500 : 50);
    };
    next();
  });
});
modelServer.listen(modelPort, '127.0.0.1');

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
    ASSISTANT_LLM_BASE_URL: `http://127.0.0.1:${String(modelPort)}/v1`,
    ASSISTANT_LLM_MODEL: 'e2e-stub',
  },
});

function stop() {
  app.kill('SIGTERM');
  smtp.close();
  mailApi.close();
  modelServer.close();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => {
  smtp.close();
  mailApi.close();
  modelServer.close();
  process.exit(code ?? 0);
});

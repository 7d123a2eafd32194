/**
 * The reference server of `npm run bench:api`: node:http and pg, nothing else. For each URL
 * of the benchmark it runs the SQL statements the product ran for that URL (captured by the
 * benchmark, in the same groups of statements that ran side by side) and answers their rows
 * as JSON; `/api/health` runs `select 1` per call, as a bare health check would. The
 * product's figures are divided by this server's, measured in the same run.
 *
 * Started by the benchmark with DATABASE_URL, PORT and REFERENCE_PLAN (a JSON file).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

interface Statement {
  text: string;
  values: unknown[];
}

/** Per URL (path and query), the statements' groups: one group after the other, a group's statements side by side. */
export type ReferencePlan = Record<string, Statement[][]>;

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is required`);
  return value;
}

const plan = JSON.parse(readFileSync(required('REFERENCE_PLAN'), 'utf8')) as ReferencePlan;
// As many connections as the product's pool.
const pool = new pg.Pool({ connectionString: required('DATABASE_URL'), max: 10 });

async function answer(url: string): Promise<string | undefined> {
  if (url === '/api/health') {
    await pool.query('select 1');
    return '{"status":"ok"}';
  }
  const groups = plan[url];
  if (groups === undefined) return undefined;
  const rows: unknown[] = [];
  for (const group of groups) {
    const results = await Promise.all(
      group.map((statement) => pool.query(statement.text, statement.values)),
    );
    for (const result of results) rows.push(result.rows);
  }
  return JSON.stringify(rows);
}

const server = createServer((request, response) => {
  answer(request.url ?? '/').then(
    (body) => {
      if (body === undefined) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    },
    (error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    },
  );
});
server.keepAliveTimeout = 30_000;
server.listen(Number(required('PORT')), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void pool.end();
});

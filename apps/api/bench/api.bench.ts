/**
 * Benchmark of the API as it runs in production: `npm run build`, then
 * `DATABASE_URL=postgres://… npm run bench:api`. It prints figures and the
 * issue's targets beside them; it is not a test and asserts nothing about speed.
 *
 * On a throwaway database of that PostgreSQL server, filled as `bench:courses`
 * fills it (1,000 active courses, 100,000 experiences):
 *
 * 1. Side by side: the built product (`node apps/api/dist/main.js`) and a
 *    reference server of node:http and pg (reference-server.ts) that runs the
 *    product's own SQL for each URL (captured from the product first). They
 *    take turns under the same load, BENCH_ROUNDS (default 2) turns of
 *    BENCH_SECONDS (default 5) each per URL, from BENCH_CLIENTS (default 8)
 *    concurrent keep-alive clients; requests per second, p50, p99 and CPU per
 *    call of each, and their ratios. `/api/health` is compared with the
 *    reference's bare `select 1` answer.
 * 2. The course list while a flood of sign-ins (argon2) runs, against idle.
 * 3. The product's peak memory (VmHWM) after all of it.
 * 4. Start-up: the first healthy answer of a new embedded database, of a warm
 *    restart on it, and of a start on PostgreSQL.
 *
 * The calls come from 1,000 client addresses (the product trusts its proxy
 * here), as a campus's reverse proxy passes on many people; they ask for no
 * compression, which the reference cannot do. BENCH_KEEP_DATABASE=1 keeps
 * the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoAccounts } from '../src/features/accounts/demo-accounts';
import { openBenchDatabase } from './bench-database';
import { fillDatabase } from './fill';
import { startLoad, summarize, type LatencySummary, type LoadRequest } from './load';
import { captureStatements } from './capture-statements';
import { formatTable } from './text-table';
import { wholeNumberSetting } from './bench-env';

const apiFolder = path.resolve(import.meta.dirname, '..');
const productMain = path.join(apiFolder, 'dist', 'main.js');
const referenceMain = path.join(import.meta.dirname, 'reference-server.ts');
const targets = { activeCourses: 1_000, authors: 5_000, experiences: 100_000 };
const clockTicksPerSecond = 100;

/** A process's CPU time so far (user and system, all its threads), in milliseconds. */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / clockTicksPerSecond;
}

/** A process's peak resident memory so far, in MiB. */
function peakMiBOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

interface Server {
  name: string;
  origin: string;
  child: ChildProcess;
  pid: number;
  /** Milliseconds from the start of the process to its first healthy answer. */
  startMs: number;
}

async function waitUntilHealthy(origin: string, child: ChildProcess, since: number) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server at ${origin} stopped while starting`);
    try {
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
}

let nextPort = 3900 + Math.floor(Math.random() * 500);

async function startServer(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<Server> {
  const port = nextPort;
  nextPort += 1;
  const origin = `http://127.0.0.1:${String(port)}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: apiFolder,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const startMs = await waitUntilHealthy(origin, child, started);
  if (child.pid === undefined) throw new Error(`${name} has no process id`);
  return { name, origin, child, pid: child.pid, startMs };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

function productEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    ...extra,
  };
}

interface Turn extends LatencySummary {
  cpuMsPerCall: number;
}

/** One turn of load on a server: its latency figures and CPU per call. */
async function turn(
  server: Server,
  url: string,
  clients: number,
  seconds: number,
  request: LoadRequest = {},
): Promise<Turn> {
  const cpuBefore = cpuMsOf(server.pid);
  const load = await startLoad(`${server.origin}${url}`, clients, seconds * 1000, {
    spreadAddresses: true,
    ...request,
  }).done;
  const cpu = cpuMsOf(server.pid) - cpuBefore;
  if (load.errors > 0)
    throw new Error(
      `${server.name} ${url}: ${String(load.errors)} failed calls (${load.firstError ?? ''})`,
    );
  const summary = summarize(load.samples, load.elapsedMs / 1000);
  return { ...summary, cpuMsPerCall: cpu / Math.max(1, summary.requests) };
}

/** Turns summed: all samples' requests per second, and the worst p99 of the turns. */
function combine(turns: readonly Turn[]): Turn {
  const requests = turns.reduce((sum, one) => sum + one.requests, 0);
  const weighted = (pick: (one: Turn) => number) =>
    turns.reduce((sum, one) => sum + pick(one) * one.requests, 0) / Math.max(1, requests);
  return {
    requests,
    perSecond: turns.reduce((sum, one) => sum + one.perSecond, 0) / Math.max(1, turns.length),
    p50: weighted((one) => one.p50),
    p99: Math.max(...turns.map((one) => one.p99)),
    max: Math.max(...turns.map((one) => one.max)),
    cpuMsPerCall: weighted((one) => one.cpuMsPerCall),
  };
}

function ratio(value: number, reference: number): string {
  return `${(value / reference).toFixed(2)}×`;
}

function verdict(met: boolean): string {
  return met ? 'met' : 'NOT met';
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (a throwaway database is made on it)');
  if (!existsSync(productMain)) throw new Error('Build the product first: npm run build');
  const rounds = wholeNumberSetting('BENCH_ROUNDS', 2, 1);
  const seconds = wholeNumberSetting('BENCH_SECONDS', 5, 1);
  const clients = wholeNumberSetting('BENCH_CLIENTS', 8, 1);
  const keep = process.env.BENCH_KEEP_DATABASE === '1';

  const database = await openBenchDatabase(serverUrl, keep);
  const folders: string[] = [];
  const servers: Server[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'campus-bench-api-'));
    folders.push(made);
    return made;
  };
  try {
    console.log(`Database: ${database.description}${keep ? ' (kept)' : ''}`);
    const filled = await fillDatabase(database.handle.db, targets);
    console.log(
      `Filled: ${String(filled.activeCourses)} active courses, ${String(
        Object.values(filled.experiences).reduce((sum, value) => sum + value, 0),
      )} experiences\n`,
    );
    const scenarios = [
      { name: 'course list', url: '/api/coursefile/courses?department=CMPE&q=dr&page_size=25' },
      { name: 'course detail', url: `/api/coursefile/courses/${filled.busiestCourseId}` },
    ];
    const plan = await captureStatements(
      database,
      scenarios.map((scenario) => scenario.url),
    );
    const planFile = path.join(folder(), 'plan.json');
    writeFileSync(planFile, JSON.stringify(plan));

    const databaseUrl = database.handle.url ?? serverUrl;
    const product = await startServer(
      'product',
      [productMain],
      productEnv({ DATABASE_URL: databaseUrl, DATA_DIR: folder(), SEED_DEMO: 'false' }),
    );
    servers.push(product);
    const reference = await startServer('reference', ['--import', 'tsx', referenceMain], {
      DATABASE_URL: databaseUrl,
      REFERENCE_PLAN: planFile,
      NODE_ENV: 'production',
    });
    servers.push(reference);

    // 1. Side by side, taking turns.
    const rows: string[][] = [];
    const comparisons: { name: string; product: Turn; reference: Turn }[] = [];
    for (const scenario of [...scenarios, { name: 'health', url: '/api/health' }]) {
      const statements = plan[scenario.url]?.flat().length;
      for (const server of [product, reference]) await turn(server, scenario.url, clients, 1);
      const turns = { product: [] as Turn[], reference: [] as Turn[] };
      for (let round = 0; round < rounds; round += 1) {
        turns.product.push(await turn(product, scenario.url, clients, seconds));
        turns.reference.push(await turn(reference, scenario.url, clients, seconds));
      }
      const mine = combine(turns.product);
      const theirs = combine(turns.reference);
      comparisons.push({ name: scenario.name, product: mine, reference: theirs });
      const name =
        statements === undefined ? scenario.name : `${scenario.name} (${String(statements)} SQL)`;
      for (const [label, figures] of [
        ['product', mine],
        ['reference', theirs],
      ] as const)
        rows.push([
          label === 'product' ? name : '',
          label,
          figures.perSecond.toFixed(0),
          figures.p50.toFixed(1),
          figures.p99.toFixed(1),
          figures.cpuMsPerCall.toFixed(2),
        ]);
      rows.push([
        '',
        'product ÷ reference',
        ratio(mine.perSecond, theirs.perSecond),
        ratio(mine.p50, theirs.p50),
        ratio(mine.p99, theirs.p99),
        ratio(mine.cpuMsPerCall, theirs.cpuMsPerCall),
      ]);
    }
    console.log(
      `${String(clients)} clients, ${String(rounds)} turns of ${String(seconds)} s per server and URL.`,
    );
    console.log(
      'The calls are anonymous: the product answers the course reads from answers kept for a few\n' +
        'seconds (platform/public-answers.ts); signed-in calls always read the database.\n',
    );
    console.log(formatTable(['call', 'server', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/call'], rows));

    // 2. The course list during a sign-in flood.
    const listUrl = scenarios[0]?.url ?? '/api/coursefile/courses';
    const student = demoAccounts.find((account) => account.user_role === 'student');
    if (student === undefined) throw new Error('There is no demo student');
    const idle = await turn(product, listUrl, clients, seconds * 2);
    const flood = startLoad(`${product.origin}/api/reception/login`, clients, 60_000, {
      method: 'POST',
      body: JSON.stringify({
        user_email: student.user_email,
        user_password: student.password,
        remember_me: false,
      }),
      spreadAddresses: true,
    });
    await sleep(1000);
    const during = await turn(product, listUrl, clients, seconds * 2);
    flood.stop();
    const floodResult = await flood.done;
    const logins = summarize(floodResult.samples, floodResult.elapsedMs / 1000);
    console.log(`\nCourse list with ${String(clients)} clients signing in without pause:\n`);
    console.log(
      formatTable(
        ['while', 'req/s', 'p50 ms', 'p99 ms'],
        [
          ['idle', idle.perSecond.toFixed(0), idle.p50.toFixed(1), idle.p99.toFixed(1)],
          [
            'sign-in flood',
            during.perSecond.toFixed(0),
            during.p50.toFixed(1),
            during.p99.toFixed(1),
          ],
          [
            `(the sign-ins: ${String(logins.requests)}, ${String(floodResult.errors)} refused)`,
            logins.perSecond.toFixed(0),
            logins.p50.toFixed(1),
            logins.p99.toFixed(1),
          ],
        ],
      ),
    );

    // 3. Memory, 4. start-up.
    const peak = peakMiBOf(product.pid);
    const postgresStart = product.startMs;
    await stopServer(product);
    await stopServer(reference);
    const dataDir = folder();
    const cold = await startServer(
      'embedded, new',
      [productMain],
      productEnv({ DATA_DIR: dataDir }),
    );
    servers.push(cold);
    await stopServer(cold);
    const warm = await startServer(
      'embedded, warm',
      [productMain],
      productEnv({ DATA_DIR: dataDir }),
    );
    servers.push(warm);
    await stopServer(warm);

    const find = (name: string) => comparisons.find((comparison) => comparison.name === name);
    const goals: string[][] = [];
    for (const name of ['course list', 'course detail']) {
      const comparison = find(name);
      if (comparison === undefined) continue;
      const speed = comparison.product.perSecond / comparison.reference.perSecond;
      goals.push([
        `${name}: req/s ≥ 1.5× the reference`,
        `${speed.toFixed(2)}×`,
        verdict(speed >= 1.5),
      ]);
      goals.push([
        `${name}: p99 ≤ the reference's`,
        ratio(comparison.product.p99, comparison.reference.p99),
        verdict(comparison.product.p99 <= comparison.reference.p99),
      ]);
    }
    const health = find('health');
    if (health !== undefined) {
      const speed = health.product.perSecond / health.reference.perSecond;
      goals.push([
        'health: req/s ≥ 0.8× a bare server',
        `${speed.toFixed(2)}×`,
        verdict(speed >= 0.8),
      ]);
    }
    const floodRatio = during.p99 / idle.p99;
    goals.push([
      'course list p99 in a sign-in flood ≤ 1.5× idle',
      `${floodRatio.toFixed(2)}×`,
      verdict(floodRatio <= 1.5),
    ]);
    goals.push([
      'peak memory under load ≤ 150 MiB',
      `${peak.toFixed(0)} MiB`,
      verdict(peak <= 150),
    ]);
    goals.push([
      'first healthy answer, new embedded database ≤ 3 s',
      `${(cold.startMs / 1000).toFixed(2)} s`,
      verdict(cold.startMs <= 3000),
    ]);
    goals.push([
      'warm restart ≤ 1.5 s',
      `${(warm.startMs / 1000).toFixed(2)} s`,
      verdict(warm.startMs <= 1500),
    ]);
    goals.push(['(start on PostgreSQL)', `${(postgresStart / 1000).toFixed(2)} s`, '']);
    console.log('\nTargets:\n');
    console.log(formatTable(['target', 'measured', ''], goals));
  } finally {
    for (const server of servers) await stopServer(server);
    await database.dispose();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

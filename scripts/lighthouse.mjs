// Lighthouse (mobile, performance) on the built app as `npm start` serves it: `npm run build`,
// then `npm run bench:lighthouse`. It starts the product on a new embedded database (or on
// DATABASE_URL), audits each page as a first-time visitor in Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium) BENCH_RUNS times (default 3), and prints the median of each figure
// beside the targets of issue 17. It prints figures; it asserts nothing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const productMain = path.join(root, 'apps', 'api', 'dist', 'main.js');
const pages = ['/', '/home', '/courses'];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = 3700 + Math.floor(Math.random() * 200);
const origin = `http://127.0.0.1:${String(port)}`;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** @param {import('node:child_process').ChildProcess} child */
async function waitUntilHealthy(child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('The product stopped while starting');
    try {
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
}

/**
 * One audit's figures.
 * @param {string} url
 * @param {number} chromePort
 */
async function audit(url, chromePort) {
  const result = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  /** @param {string} id */
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    /** @type {{ items?: { resourceType?: string; transferSize?: number }[] } | undefined} */ (
      lhr.audits['network-requests']?.details
    );
  const scriptBytes = (requests?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb: scriptBytes / 1024,
  };
}

async function main() {
  if (!existsSync(productMain)) throw new Error('Build the product first: npm run build');
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}; install Debian's chromium or set CHROME_PATH`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-lighthouse-'));
  const product = spawn(process.execPath, [productMain], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...(process.env.DATABASE_URL === undefined
        ? {}
        : { DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: 'true' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitUntilHealthy(product);
    console.log(`Lighthouse, mobile, performance; median of ${String(runs)} runs per page\n`);
    const rows = [['page', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB (as sent)']];
    for (const page of pages) {
      /** @type {Awaited<ReturnType<typeof audit>>[]} */
      const figures = [];
      for (let run = 0; run < runs; run += 1)
        figures.push(await audit(`${origin}${page}`, chrome.port));
      /** @param {(one: Awaited<ReturnType<typeof audit>>) => number} pick */
      const middle = (pick) => median(figures.map(pick));
      rows.push([
        page,
        middle((one) => one.score).toFixed(0),
        (middle((one) => one.fcp) / 1000).toFixed(2),
        (middle((one) => one.lcp) / 1000).toFixed(2),
        middle((one) => one.tbt).toFixed(0),
        middle((one) => one.cls).toFixed(3),
        middle((one) => one.scriptKb).toFixed(0),
      ]);
    }
    const widths =
      rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
    for (const row of rows)
      console.log(
        row
          .map((cell, column) =>
            column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
          )
          .join('  '),
      );
    console.log(
      '\nTargets: score ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1 on each page; `/` ≤ 120 KB of JS gzipped.',
    );
  } finally {
    chrome.kill();
    product.kill('SIGTERM');
    await new Promise((resolve) => product.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

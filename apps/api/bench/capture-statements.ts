import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openBenchApp } from './bench-app';
import type { openBenchDatabase } from './bench-database';
import type { ReferencePlan } from './reference-server';

/**
 * The SQL the product runs for each URL, read from the pg pool while the app answers the URL
 * once (after a first call that warms its caches, and with no answer kept): statements that
 * were in flight together form one group.
 */
export async function captureStatements(
  database: Awaited<ReturnType<typeof openBenchDatabase>>,
  urls: readonly string[],
): Promise<ReferencePlan> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-capture-'));
  const { app } = await openBenchApp(database.handle, dataDir, { runJobs: false });
  const plan: ReferencePlan = {};
  const prototype = pg.Pool.prototype;
  const original = Reflect.get(prototype, 'query') as (...args: unknown[]) => unknown;
  let groups: { text: string; values: unknown[] }[][] | undefined;
  let inFlight = 0;
  const capturing = function (this: unknown, ...args: unknown[]): unknown {
    const [config, values] = args;
    if (groups !== undefined && typeof config === 'object' && config !== null && 'text' in config) {
      const text = String(config.text);
      const params = Array.isArray(values) ? (values as unknown[]) : [];
      if (inFlight === 0 || groups.length === 0) groups.push([]);
      groups.at(-1)?.push({ text, values: params });
      inFlight += 1;
    }
    const result = Reflect.apply(original, this, args);
    if (groups !== undefined && result instanceof Promise) {
      const settle = () => {
        inFlight -= 1;
      };
      result.then(settle, settle);
    }
    return result;
  };
  Reflect.set(prototype, 'query', capturing);
  try {
    for (const url of urls) {
      await app.inject({ method: 'GET', url });
      // The warm-up's answer may be kept (public-answers.ts); the reference runs the SQL itself.
      app.publicAnswers.clear();
      groups = [];
      inFlight = 0;
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${String(response.statusCode)}: ${response.body}`);
      if (groups.length === 0) throw new Error(`No SQL was seen for ${url}`);
      plan[url] = groups;
      groups = undefined;
    }
  } finally {
    Reflect.set(prototype, 'query', original);
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return plan;
}

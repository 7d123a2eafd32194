import type { FastifyInstance } from 'fastify';

/** One call to time: a GET through app.inject, optionally signed in. */
export interface Scenario {
  name: string;
  url: string;
  token?: string;
}

export type Outcome =
  | { name: string; p50: number; p95: number; max: number; rows: string }
  | { name: string; unavailable: string };

/** A filled database's steps: each step's name and its milliseconds. */
export type FillSteps = [string, number][];

/** Runs one step of filling a database and notes its time in `steps`. */
export async function timeStep<T>(
  steps: FillSteps,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const result = await work();
  steps.push([name, performance.now() - started]);
  return result;
}

/** Prints "Filled in 12.3 s (demo seed 4.0 s, …)": the whole fill since `startedAt` and each step. */
export function printFillTimes(startedAt: number, steps: readonly [string, number][], digits = 1) {
  const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(digits);
  console.log(
    `Filled in ${seconds(performance.now() - startedAt)} s (${steps
      .map(([step, ms]) => `${step} ${seconds(ms)} s`)
      .join(', ')})`,
  );
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** "25 of 1000" for a page, "-" for anything else. */
function rowsOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '-';
  const items = 'items' in body && Array.isArray(body.items) ? body.items.length : undefined;
  const total = 'total' in body && typeof body.total === 'number' ? body.total : undefined;
  if (items !== undefined) return total === undefined ? String(items) : `${items} of ${total}`;
  if ('aggregates' in body && typeof body.aggregates === 'object' && body.aggregates !== null) {
    const aggregates = body.aggregates;
    if ('count' in aggregates && typeof aggregates.count === 'number')
      return `${aggregates.count} rated`;
  }
  return '1';
}

/**
 * Times a scenario: one probe call (a 404 or 400 means the route or the
 * parameter does not exist in this build, reported as n/a), `warmUp` calls
 * that are not counted, then `iterations` timed calls one after another.
 */
export async function measure(
  app: FastifyInstance,
  scenario: Scenario,
  warmUp: number,
  iterations: number,
): Promise<Outcome> {
  const call = () =>
    app.inject({
      method: 'GET',
      url: scenario.url,
      ...(scenario.token === undefined
        ? {}
        : { headers: { authorization: `Bearer ${scenario.token}` } }),
    });
  const probe = await call();
  if (probe.statusCode === 404 || probe.statusCode === 400)
    return { name: scenario.name, unavailable: `n/a (${probe.statusCode})` };
  if (probe.statusCode !== 200)
    throw new Error(`${scenario.name} answered ${probe.statusCode}: ${probe.body}`);
  for (let round = 0; round < warmUp; round += 1) await call();
  const samples: number[] = [];
  for (let round = 0; round < iterations; round += 1) {
    const started = performance.now();
    const response = await call();
    samples.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${scenario.name} answered ${response.statusCode}: ${response.body}`);
  }
  samples.sort((a, b) => a - b);
  return {
    name: scenario.name,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples.at(-1) ?? Number.NaN,
    rows: rowsOf(probe.json()),
  };
}

/** The outcomes as a plain-text table. */
export function formatTable(outcomes: readonly Outcome[]): string {
  const header = ['call', 'p50 ms', 'p95 ms', 'max ms', 'rows'];
  const lines = outcomes.map((outcome) =>
    'unavailable' in outcome
      ? [outcome.name, outcome.unavailable, '', '', '']
      : [
          outcome.name,
          outcome.p50.toFixed(1),
          outcome.p95.toFixed(1),
          outcome.max.toFixed(1),
          outcome.rows,
        ],
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 4
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [format(header), rule, ...lines.map(format)].join('\n');
}

/** Times each scenario through `app.inject`, then prints their table and the process's peak memory. */
export async function printTimedCalls(
  app: FastifyInstance,
  scenarios: readonly Scenario[],
  warmUp: number,
  iterations: number,
): Promise<void> {
  const outcomes: Outcome[] = [];
  for (const scenario of scenarios) outcomes.push(await measure(app, scenario, warmUp, iterations));
  console.log(
    `\n${String(iterations)} timed calls each after ${String(warmUp)} warm-up calls, through app.inject:\n`,
  );
  console.log(formatTable(outcomes));
  console.log(`\nPeak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

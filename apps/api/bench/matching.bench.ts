/**
 * Benchmark of the matching engine: `npm run bench:matching`. It prints
 * figures; it is not a test and asserts nothing about speed.
 *
 * 1. The solver (maximum-weight matching, blossom algorithm) on random
 *    complete graphs with integer weights 1..1000 at n = 200, 500 and 1,000
 *    (and 2,000 with BENCH_LARGE=1): CPU seconds, wall time, peak RSS,
 *    weight, and whether the dual certificate checks.
 * 2. A whole calculation (scoring, candidates, matching, pricing, metrics)
 *    for BENCH_PARTICIPANTS (default 10,000) synthetic participants answering
 *    a 36-question set shaped like the seeded "Get to know you" bundle.
 */
import { calculate } from '../src/features/matching/engine/calculate';
import type { CalculationPhase } from '../src/features/matching/engine/calculation-types';
import { checkCertificate } from '../src/features/matching/engine/certificate';
import { maxWeightMatching } from '../src/features/matching/engine/max-weight-matching';
import { syntheticPool } from '../src/features/matching/engine/synthetic-pool';
import { createRandom, randomCompleteGraph } from '../src/features/matching/engine/test-support';

/** networkx.max_weight_matching on the same kind of graphs (MATCHING.md), CPU seconds. */
const networkxSeconds: Record<number, number> = { 500: 18.8, 1000: 138, 2000: 636 };

function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

function peakMegabytes(): string {
  return `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;
}

function seconds(milliseconds: number): string {
  return (milliseconds / 1000).toFixed(2);
}

/** Rows as a plain-text table: the first column left-aligned, the others right-aligned. */
function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [format(header), rule, ...rows.map(format)].join('\n');
}

function benchSolver(sizes: readonly number[]): void {
  console.log('Solver: random complete graphs, integer weights 1..1000\n');
  const rows: string[][] = [];
  for (const n of sizes) {
    const edges = randomCompleteGraph(createRandom(n), n, 1000);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = maxWeightMatching(n, edges);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const certificate = checkCertificate(n, edges, result);
    const reference = networkxSeconds[n];
    rows.push([
      String(n),
      String(edges.from.length),
      seconds((used.user + used.system) / 1000),
      seconds(wall),
      peakMegabytes(),
      String(result.weight),
      String(result.cardinality),
      certificate.certified ? 'yes' : 'NO',
      reference === undefined ? '-' : String(reference),
    ]);
  }
  console.log(
    formatTable(
      ['n', 'edges', 'CPU s', 'wall s', 'peak RSS', 'weight', 'pairs', 'certified', 'networkx s'],
      rows,
    ),
  );
  console.log('\nPeak RSS is the process peak so far (it only grows).\n');
}

function benchCalculation(participants: number): void {
  console.log(`Calculation: ${participants} synthetic participants, 36 scored questions\n`);
  const input = syntheticPool(participants, { seed: 2024 });
  const phaseStarted = new Map<CalculationPhase, number>();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = calculate(input, (phase) => {
    if (!phaseStarted.has(phase)) {
      phaseStarted.set(phase, performance.now());
      console.log(`  ${seconds(performance.now() - started).padStart(7)} s  ${phase}`);
    }
  });
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const { counts, timings, metrics } = result;
  console.log('');
  console.log(
    formatTable(
      ['phase', 'seconds'],
      (['scoring', 'candidates', 'matching', 'pricing', 'metrics', 'total'] as const).map(
        (phase) => [phase, seconds(timings[phase])],
      ),
    ),
  );
  const certificate = result.certificates[0];
  const lines: [string, string][] = [
    ['participants', String(counts.participants)],
    ['eligible pairs', String(counts.eligiblePairs)],
    ['candidate edges', String(counts.candidateEdges)],
    ['pricing rounds', String(counts.pricingRounds)],
    ['edges added by pricing', String(counts.edgesAdded)],
    ['matches', String(counts.matches)],
    ['certified', result.certified ? 'yes' : 'NO'],
    ['primal = dual', certificate ? `${certificate.primal} = ${certificate.dual}` : '-'],
    [
      'score min / p10 / median / mean',
      metrics.scores
        ? [
            metrics.scores.min,
            metrics.scores.p10,
            metrics.scores.median,
            metrics.scores.mean.toFixed(0),
          ].join(' / ')
        : '-',
    ],
    ['greedy stable: pairs, total', `${metrics.greedy.pairs}, ${metrics.greedy.scoreTotal}`],
    ['optimal: pairs, total', `${metrics.optimal.pairs}, ${metrics.optimal.scoreTotal}`],
    ['blocking pairs', String(metrics.blockingPairs)],
    ['CPU s / wall s', `${seconds((used.user + used.system) / 1000)} / ${seconds(wall)}`],
    ['peak RSS', peakMegabytes()],
  ];
  console.log('');
  console.log(formatTable(['figure', 'value'], lines));
}

function main(): void {
  const sizes = [200, 500, 1000, ...(process.env.BENCH_LARGE === '1' ? [2000] : [])];
  benchSolver(sizes);
  benchCalculation(positiveNumber('BENCH_PARTICIPANTS', 10_000));
}

main();

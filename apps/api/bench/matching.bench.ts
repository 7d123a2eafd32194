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
 * 3. A whole calculation through the database and the app, as production runs
 *    it: a benchmark database (embedded PGlite, or with DATABASE_URL set a
 *    throwaway database on that PostgreSQL server) with the demo seed and
 *    BENCH_MATCH_PEOPLE (default 10,000) synthetic students in a new open
 *    round of the "Get to know you" bundle; the demo admin starts the
 *    calculation through the HTTP API (POST /api/admin/matching/calculations)
 *    and polls it while the app runs its jobs. It prints the fill time, the
 *    wall time, the stored phase timings, counts, certificate, objective and
 *    peak RSS, and the course list's latency (GET
 *    /api/coursefile/courses?department=CMPE&page_size=25 as a signed-in
 *    student, so that every call reads the database, from
 *    BENCH_MATCH_CLIENTS, default 4, concurrent clients on a listening
 *    server) for BENCH_MATCH_IDLE_SECONDS (default 10) while idle and during
 *    the whole calculation, with the ratio of the p99s next to the goal 1.5×.
 *    BENCH_KEEP_DATABASE=1 keeps the database.
 *
 * BENCH_PARTS (default "1,2,3") chooses the parts, e.g. BENCH_PARTS=3.
 */
import { calculate } from '../src/features/matching/engine/calculate';
import type { CalculationPhase } from '../src/features/matching/engine/calculation-types';
import { checkCertificate } from '../src/features/matching/engine/certificate';
import { maxWeightMatching } from '../src/features/matching/engine/max-weight-matching';
import { syntheticPool } from '../src/features/matching/engine/synthetic-pool';
import { createRandom, randomCompleteGraph } from '../src/features/matching/engine/test-support';
import { benchCalculationThroughApp } from './matching-app';
import { formatTable } from './text-table';
import { wholeNumberSetting } from './bench-env';

/** networkx.max_weight_matching on the same kind of graphs (MATCHING.md), CPU seconds. */
const networkxSeconds: Record<number, number> = { 500: 18.8, 1000: 138, 2000: 636 };

function peakMegabytes(): string {
  return `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;
}

function seconds(milliseconds: number): string {
  return (milliseconds / 1000).toFixed(2);
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

async function main(): Promise<void> {
  const parts = new Set((process.env.BENCH_PARTS ?? '1,2,3').split(',').map((part) => part.trim()));
  if (parts.has('1')) {
    const sizes = [200, 500, 1000, ...(process.env.BENCH_LARGE === '1' ? [2000] : [])];
    benchSolver(sizes);
  }
  if (parts.has('2')) {
    benchCalculation(wholeNumberSetting('BENCH_PARTICIPANTS', 10_000));
    console.log('');
  }
  if (parts.has('3'))
    await benchCalculationThroughApp({
      people: wholeNumberSetting('BENCH_MATCH_PEOPLE', 10_000),
      clients: Math.max(1, wholeNumberSetting('BENCH_MATCH_CLIENTS', 4)),
      idleSeconds: wholeNumberSetting('BENCH_MATCH_IDLE_SECONDS', 10),
      serverUrl: process.env.DATABASE_URL,
      keep: process.env.BENCH_KEEP_DATABASE === '1',
    });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

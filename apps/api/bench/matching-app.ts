import type { Worker } from 'node:worker_threads';
import { matchCalculationSchema, type MatchCalculation } from '@campus/contracts';
import { openBenchApp } from './bench-app';
import { openBenchWorkspace } from './bench-database';
import {
  startLoad,
  summarize,
  type LatencySummary,
  type LoadResult,
  type LoadSample,
} from './load';
import { fillMatchingDatabase } from './matching-fill';
import { printFillTimes } from './measure';
import { formatTable } from './text-table';

/**
 * Part 3 of `npm run bench:matching`: a whole calculation through the
 * database and the app, as production runs it (the job runner picks it up and
 * runs the engine in a worker thread), and the course list's latency while it
 * runs. See matching.bench.ts for the settings.
 *
 * The course list's calls are split by the calculation's phase in which they
 * started: queued and loading from the stored times and the engine worker's
 * creation, the engine's phases from its progress messages as they reached
 * this process, saving from its result's arrival to finished_at. With the
 * embedded PGlite the database runs on the app's event loop, so loading and
 * saving hold up every other request; under tsx the worker also registers tsx
 * before it starts (the bundled API starts dist/matching-worker.js instead).
 */

export interface AppBenchOptions {
  people: number;
  /** Concurrent clients of the course list. */
  clients: number;
  /** How long the idle measurement lasts. */
  idleSeconds: number;
  /** A PostgreSQL server's address (a throwaway database there), or the embedded PGlite. */
  serverUrl: string | undefined;
  keep: boolean;
}

const courseList = '/api/coursefile/courses?department=CMPE&page_size=25';
const pollMs = 250;
const latencyGoal = 1.5;
const terminal = new Set(['succeeded', 'failed', 'cancelled']);
/** The engine's phases in the order it runs them (engine/calculate.ts). */
const enginePhases = ['scoring', 'candidates', 'matching', 'pricing', 'metrics'];

/** What this process saw of the engine's worker thread, epoch milliseconds. */
interface WorkerTrace {
  createdAt: number;
  /** Each progress message's phase when it changed, as it arrived. */
  phases: [number, string][];
  resultAt: number | undefined;
}

/**
 * The calculation's phases as epoch-millisecond segments: queued and loading
 * from the stored times and the worker's creation, the engine's phases from
 * its progress messages as they arrived (matching and pricing alternate),
 * saving from the result's arrival to finished_at.
 */
function phaseSegments(
  calculation: MatchCalculation,
  postedAt: number,
  worker: WorkerTrace | undefined,
): [string, number, number][] {
  const startedAt = Date.parse(calculation.started_at ?? '');
  const finishedAt = Date.parse(calculation.finished_at ?? '');
  const resultAt = worker?.resultAt;
  if (
    worker === undefined ||
    resultAt === undefined ||
    Number.isNaN(startedAt) ||
    Number.isNaN(finishedAt)
  )
    return [['whole job', postedAt, finishedAt]];
  const segments: [string, number, number][] = [
    ['queued', postedAt, startedAt],
    ['loading (main thread)', startedAt, worker.createdAt],
    ['worker start-up', worker.createdAt, worker.phases[0]?.[0] ?? resultAt],
  ];
  worker.phases.forEach(([at, phase], index) => {
    segments.push([`engine: ${phase}`, at, worker.phases[index + 1]?.[0] ?? resultAt]);
  });
  segments.push(['saving (main thread)', resultAt, finishedAt]);
  return segments;
}

function seconds(milliseconds: number): string {
  return (milliseconds / 1000).toFixed(2);
}

function peakMegabytes(): string {
  return `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;
}

function latencyRow(name: string, summary: LatencySummary, wallSeconds: number): string[] {
  if (summary.requests === 0) return [name, wallSeconds.toFixed(1), '0', '-', '-', '-', '-'];
  return [
    name,
    wallSeconds.toFixed(1),
    String(summary.requests),
    summary.perSecond.toFixed(0),
    summary.p50.toFixed(1),
    summary.p99.toFixed(1),
    summary.max.toFixed(1),
  ];
}

function describeErrors(name: string, result: LoadResult): void {
  if (result.errors > 0)
    console.log(`  ${name}: ${result.errors} failed calls (first: ${result.firstError ?? '?'})`);
}

export async function benchCalculationThroughApp(options: AppBenchOptions): Promise<void> {
  const { people, clients, idleSeconds } = options;
  console.log(
    `Calculation through the app: ${people} synthetic students in an open round of the demo bundle\n`,
  );
  const { database, dataDir, dispose } = await openBenchWorkspace(options.serverUrl, options.keep);
  try {
    const fillStarted = performance.now();
    const fill = await fillMatchingDatabase(database.handle.db, people);
    printFillTimes(fillStarted, fill.steps, 2);
    console.log(
      `  ${people} participants, ${fill.quizzes} quizzes, ${fill.questions} questions, ` +
        `${fill.responses} responses, ${fill.choices} chosen options\n`,
    );

    const { app, tokenOf } = await openBenchApp(database.handle, dataDir, { runJobs: true });
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const url = `${address}${courseList}`;
      // As a signed-in student: every call reads the database (anonymous answers of the course
      // list are kept a few seconds, platform/public-answers.ts, and would measure that instead).
      const reader = { headers: { authorization: `Bearer ${await tokenOf('student')}` } };
      const probe = await fetch(url, reader);
      if (probe.status !== 200)
        throw new Error(`The course list answered ${probe.status}: ${await probe.text()}`);
      const admin = await tokenOf('admin');
      const headers = { authorization: `Bearer ${admin}` };

      // Warm-up (not counted), then the idle figures.
      await startLoad(url, clients, 2000, reader).done;
      const idle = await startLoad(url, clients, idleSeconds * 1000, reader).done;
      describeErrors('idle', idle);
      const idleSummary = summarize(idle.samples, idle.elapsedMs / 1000);

      // The calculation, with the course list under the same load meanwhile.
      const during = startLoad(url, clients, 60 * 60 * 1000, reader);
      // The engine's worker thread: when it was created, its progress messages and its result.
      let engineWorker: WorkerTrace | undefined;
      const onWorker = (worker: Worker) => {
        if (worker.threadId === during.threadId || engineWorker !== undefined) return;
        const trace: WorkerTrace = { createdAt: Date.now(), phases: [], resultAt: undefined };
        engineWorker = trace;
        worker.on('message', (message: unknown) => {
          if (typeof message !== 'object' || message === null || !('type' in message)) return;
          if (message.type === 'result') trace.resultAt = Date.now();
          else if (message.type === 'progress' && 'phase' in message) {
            const phase = String(message.phase);
            if (trace.phases.at(-1)?.[1] !== phase) trace.phases.push([Date.now(), phase]);
          }
        });
      };
      process.on('worker', onWorker);
      const started = performance.now();
      const startedAt = Date.now();
      let calculation: MatchCalculation | undefined;
      let wall = Number.NaN;
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/admin/matching/calculations',
          headers,
          payload: { round_id: fill.roundId, candidates_per_person: 20 },
        });
        if (response.statusCode < 200 || response.statusCode > 299)
          throw new Error(
            `Starting the calculation answered ${response.statusCode}: ${response.body}`,
          );
        const calculationId = matchCalculationSchema.parse(response.json()).calculation_id;
        // Phase changes as polled (the heartbeat writes the phase at most once a second).
        let lastPhase = 'queued';
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, pollMs));
          const polled = await app.inject({
            method: 'GET',
            url: `/api/admin/matching/calculations/${calculationId}`,
            headers,
          });
          if (polled.statusCode !== 200)
            throw new Error(`Polling answered ${polled.statusCode}: ${polled.body}`);
          calculation = matchCalculationSchema.parse(polled.json());
          const phase =
            calculation.status === 'running'
              ? (calculation.phase ?? 'running')
              : calculation.status;
          if (phase !== lastPhase) {
            lastPhase = phase;
            console.log(`  ${seconds(performance.now() - started).padStart(7)} s  ${phase}`);
          }
          if (terminal.has(calculation.status)) break;
        }
        wall = performance.now() - started;
      } finally {
        process.off('worker', onWorker);
        during.stop();
      }
      const duringResult = await during.done;
      describeErrors('during', duringResult);
      if (calculation.status !== 'succeeded')
        throw new Error(`The calculation ${calculation.status}: ${calculation.error ?? ''}`);

      const timings = calculation.timings ?? {};
      console.log('');
      console.log(
        formatTable(
          ['phase (stored timings)', 'seconds'],
          [
            ...enginePhases.filter((phase) => phase in timings),
            ...Object.keys(timings).filter((phase) => !enginePhases.includes(phase)),
          ].map((phase) => [phase, seconds(timings[phase] ?? 0)]),
        ),
      );
      const counts = calculation.counts;
      const certificate = calculation.certificates[0];
      const stored =
        calculation.started_at !== null && calculation.finished_at !== null
          ? Date.parse(calculation.finished_at) - Date.parse(calculation.started_at)
          : Number.NaN;
      const queued =
        calculation.started_at !== null
          ? Date.parse(calculation.started_at) - Date.parse(calculation.queued_at)
          : Number.NaN;
      const lines: [string, string][] = [
        ['participants', String(counts?.participants ?? '-')],
        ['eligible pairs', String(counts?.eligible_pairs ?? '-')],
        ['candidate edges', String(counts?.candidate_edges ?? '-')],
        ['pricing rounds', String(counts?.pricing_rounds ?? '-')],
        ['edges added by pricing', String(counts?.edges_added ?? '-')],
        ['matches', String(counts?.matches ?? '-')],
        ['matched participants', String(counts?.matched_participants ?? '-')],
        ['certified', calculation.certified === true ? 'yes' : 'NO'],
        ['primal = dual', certificate ? `${certificate.primal} = ${certificate.dual}` : '-'],
        [
          'objective: score total, transformed',
          calculation.objective
            ? `${calculation.objective.score_total}, ${calculation.objective.transformed}`
            : '-',
        ],
        ['wall s (POST to seen finished)', seconds(wall)],
        ['queued s (queued_at to started_at)', seconds(queued)],
        ['job s (started_at to finished_at)', seconds(stored)],
        ['peak RSS (process, worker included)', peakMegabytes()],
      ];
      console.log('');
      console.log(formatTable(['figure', 'value'], lines));

      // The course list: idle, during the whole calculation, and per phase as polled.
      const duringSummary = summarize(duringResult.samples, duringResult.elapsedMs / 1000);
      const rows = [
        latencyRow('idle', idleSummary, idle.elapsedMs / 1000),
        latencyRow('during calculation', duringSummary, duringResult.elapsedMs / 1000),
      ];
      // Each phase's calls (matching and pricing alternate: their segments add up).
      const byPhase = new Map<string, { ms: number; samples: LoadSample[] }>();
      for (const [phase, from, to] of phaseSegments(calculation, startedAt, engineWorker)) {
        const entry = byPhase.get(phase) ?? { ms: 0, samples: [] };
        entry.ms += Math.max(0, to - from);
        entry.samples.push(
          ...duringResult.samples.filter((sample) => sample.at >= from && sample.at < to),
        );
        byPhase.set(phase, entry);
      }
      for (const [phase, entry] of byPhase)
        rows.push(
          latencyRow(`  ${phase}`, summarize(entry.samples, entry.ms / 1000), entry.ms / 1000),
        );
      console.log(
        `\nCourse list GET ${courseList} as a signed-in student, ${clients} concurrent clients (keep-alive, worker thread);\n` +
          'calls counted in the phase where they started:\n',
      );
      console.log(
        formatTable(['while', 'seconds', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms'], rows),
      );
      const ratio = duringSummary.p99 / idleSummary.p99;
      console.log(
        `\np99 during / p99 idle = ${ratio.toFixed(2)}× (goal ≤ ${latencyGoal}×: ${
          ratio <= latencyGoal ? 'met' : 'NOT met'
        })`,
      );
      console.log(`Peak RSS: ${peakMegabytes()}`);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

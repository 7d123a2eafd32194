/**
 * The assistant's evaluation on the demo seed: `npm run eval:assistant`
 * (embedded PGlite) or, with DATABASE_URL set, on a throwaway database of
 * that PostgreSQL server. It seeds the demo university (which builds the
 * index), runs the questions of the evaluation set (evaluation-set.ts) as a
 * student without VIP access, and prints recall@1/3/5, MRR, leaks,
 * out-of-scope answers and retrieval times; then the time of whole offline
 * answers through the API. EVAL_VERBOSE=1 prints each question.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDatabase } from '../src/seed';
import { evaluateRetrieval } from '../src/features/assistant/assistant-evaluation';
import { demoEvaluationSet as set } from '../src/features/assistant/evaluation-set';
import { createFileStore } from '../src/platform/file-store';
import { openBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const database = await openBenchDatabase(process.env.DATABASE_URL, false);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-eval-data-'));
  try {
    console.log(`Database: ${database.description}`);
    const seedStarted = performance.now();
    const seed = await seedDatabase(database.handle.db, {
      withDemoData: true,
      files: createFileStore(path.join(dataDir, 'uploads')),
    });
    console.log(
      `Seeded the demo university (${String(seed.courseCount)} courses, ${String(seed.experienceCount)} experiences) and its index in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    // One pass to warm the caches, then the measured one.
    await evaluateRetrieval(database.handle.db, set);
    const figures = await evaluateRetrieval(database.handle.db, set);
    if (process.env.EVAL_VERBOSE === '1')
      for (const result of figures.results)
        console.log(
          `  ${result.id.padEnd(14)} rank ${String(result.rank ?? '–').padEnd(2)} ${result.elapsedMs.toFixed(0).padStart(4)} ms  ${result.top.slice(0, 3).join(' | ')}`,
        );
    console.log(`
Questions: ${String(figures.questions)} (${String(figures.inScope)} expecting a source)
recall@1 ${percent(figures.recallAt1)}   recall@3 ${percent(figures.recallAt3)}   recall@5 ${percent(figures.recallAt5)}   MRR ${figures.mrr.toFixed(3)}
Leaks: ${String(figures.leaks)}
Out-of-scope questions answered: ${String(figures.outOfScopeAnswered)} of ${String(figures.outOfScope)}
Retrieval: p50 ${figures.p50Ms.toFixed(0)} ms, p95 ${figures.p95Ms.toFixed(0)} ms, max ${figures.maxMs.toFixed(0)} ms`);

    // Whole offline answers through the API, as the demo student.
    const { app, tokenOf } = await openBenchApp(database.handle, dataDir, { runJobs: false });
    try {
      const token = await tokenOf('student');
      const times: number[] = [];
      for (const item of set.questions.slice(0, 10)) {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/assistant/ask',
          headers: { authorization: `Bearer ${token}` },
          payload: { question: item.question },
        });
        if (response.statusCode !== 200)
          throw new Error(`ask answered ${String(response.statusCode)}`);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `Offline answers through the API (whole stream, ${String(times.length)} questions): median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

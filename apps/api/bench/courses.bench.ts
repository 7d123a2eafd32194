/**
 * Benchmark of the course pages' API calls on a large database:
 * `npm run bench:courses` (embedded PGlite), or with DATABASE_URL set, on a
 * throwaway database of that PostgreSQL server. It prints figures; it is not
 * a test and asserts nothing about speed.
 *
 * BENCH_ITERATIONS (default 50) timed calls per row after BENCH_WARM_UP
 * (default 5); BENCH_KEEP_DATABASE=1 keeps the filled database for EXPLAIN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';
import { fillDatabase } from './fill';
import { formatTable, measure, type Outcome, type Scenario } from './measure';
import { wholeNumberSetting } from './bench-env';

const targets = { activeCourses: 1_000, authors: 5_000, experiences: 100_000 };
const pageSize = 25;

function megabytes(kilobytes: number): string {
  return `${(kilobytes / 1024).toFixed(0)} MB`;
}

async function main(): Promise<void> {
  const iterations = wholeNumberSetting('BENCH_ITERATIONS', 50);
  const warmUp = wholeNumberSetting('BENCH_WARM_UP', 5);
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  const database = await openBenchDatabase(process.env.DATABASE_URL, keep);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-data-'));
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void dispose().finally(() => process.exit(130));
  });

  try {
    console.log(`Database: ${database.description}${keep ? ' (kept)' : ''}`);
    const fillStarted = performance.now();
    const fill = await fillDatabase(database.handle.db, targets);
    console.log(
      `Filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s (${fill.steps
        .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')})`,
    );
    console.log(
      `  ${fill.courses} courses (${fill.activeCourses} active), ${fill.users} users, experiences ${Object.entries(
        fill.experiences,
      )
        .map(([status, value]) => `${status} ${value}`)
        .join(', ')}; busiest course: ${fill.busiestApproved} approved`,
    );

    const { app, tokenOf } = await openBenchApp(database.handle, dataDir);
    try {
      const moderator = await tokenOf('moderator');
      const student = await tokenOf('student');
      const course = `/api/coursefile/courses/${fill.busiestCourseId}`;
      const deepPage = Math.max(1, Math.floor(fill.busiestApproved / pageSize));
      const scenarios: Scenario[] = [
        { name: 'catalogue, first page', url: '/api/coursefile/courses' },
        {
          name: 'catalogue, q=mühendisliği',
          url: `/api/coursefile/courses?q=${encodeURIComponent('mühendisliği')}`,
        },
        {
          name: 'catalogue, department + type',
          url: '/api/coursefile/courses?department=CMPE&type=mandatory',
        },
        { name: 'catalogue, sort=name_tr', url: '/api/coursefile/courses?sort=name_tr' },
        { name: 'catalogue, sort=-experiences', url: '/api/coursefile/courses?sort=-experiences' },
        {
          name: 'catalogue, sort=-rating_usefulness',
          url: '/api/coursefile/courses?sort=-rating_usefulness',
        },
        {
          name: 'catalogue, CMPE by rating_difficulty',
          url: '/api/coursefile/courses?department=CMPE&sort=rating_difficulty',
        },
        {
          name: 'catalogue, page 40',
          url: `/api/coursefile/courses?page=40&page_size=${pageSize}`,
        },
        { name: 'course detail, public', url: course },
        { name: 'course detail, VIP (moderator)', url: course, token: moderator },
        { name: 'course detail, student', url: course, token: student },
        { name: 'experiences, page 1 (public)', url: `${course}/experiences` },
        { name: 'experiences, page 1 (VIP)', url: `${course}/experiences`, token: moderator },
        {
          name: `experiences, page ${deepPage} (VIP)`,
          url: `${course}/experiences?page=${deepPage}&page_size=${pageSize}`,
          token: moderator,
        },
        {
          name: 'review queue (moderator)',
          url: '/api/coursefile/review/experiences',
          token: moderator,
        },
        { name: 'my experiences (student)', url: '/api/coursefile/my-experiences', token: student },
        { name: 'statistics', url: '/api/coursefile/statistics' },
      ];
      const outcomes: Outcome[] = [];
      for (const scenario of scenarios)
        outcomes.push(await measure(app, scenario, warmUp, iterations));
      console.log(
        `\n${iterations} timed calls each after ${warmUp} warm-up calls, through app.inject:\n`,
      );
      console.log(formatTable(outcomes));
      console.log(`\nPeak RSS: ${megabytes(process.resourceUsage().maxRSS)}`);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

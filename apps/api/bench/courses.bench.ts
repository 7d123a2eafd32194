/**
 * Benchmark of the course pages' API calls on a large database:
 * `npm run bench:courses` (embedded PGlite), or with DATABASE_URL set, on a
 * throwaway database of that PostgreSQL server. It prints figures; it is not
 * a test and asserts nothing about speed.
 *
 * BENCH_ITERATIONS (default 50) timed calls per row after BENCH_WARM_UP
 * (default 5); BENCH_KEEP_DATABASE=1 keeps the filled database for EXPLAIN.
 */
import { openBenchApp } from './bench-app';
import { openBenchWorkspace } from './bench-database';
import { fillDatabase } from './fill';
import { printFillTimes, printTimedCalls, type Scenario } from './measure';
import { wholeNumberSetting } from './bench-env';

const targets = { activeCourses: 1_000, authors: 5_000, experiences: 100_000 };
const pageSize = 25;

async function main(): Promise<void> {
  const iterations = wholeNumberSetting('BENCH_ITERATIONS', 50);
  const warmUp = wholeNumberSetting('BENCH_WARM_UP', 5);
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  const { database, dataDir, dispose } = await openBenchWorkspace(process.env.DATABASE_URL, keep);
  try {
    const fillStarted = performance.now();
    const fill = await fillDatabase(database.handle.db, targets);
    printFillTimes(fillStarted, fill.steps);
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
      await printTimedCalls(app, scenarios, warmUp, iterations);
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

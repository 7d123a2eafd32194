// Sums the JSON reports of every suite (Vitest and Playwright) into one line:
// "N passed, N failed, N skipped". A report that is missing counts as a failure,
// and the exit code is 1 when anything failed.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`summarize-tests: ${file} is missing (its suite did not run to the end)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest's JSON reporter.
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // A file that failed to load has no tests but must not pass silently.
    /** @type {{ status: string; assertionResults: unknown[] }[]} */
    const files = report.testResults ?? [];
    failed += files.filter(
      (result) => result.status === 'failed' && result.assertionResults.length === 0,
    ).length;
  } else if (report.stats) {
    // Playwright's JSON reporter.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    failed += (report.errors ?? []).length;
  } else {
    console.error(`summarize-tests: ${file} is not a report this script knows`);
    failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exitCode = 1;

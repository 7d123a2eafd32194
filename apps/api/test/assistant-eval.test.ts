import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  evaluateRetrieval,
  evaluationSetSchema,
} from '../src/features/assistant/assistant-evaluation';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';

// The demo university, whose seed builds the assistant's index.
const t = useTestApp({ seeded: true, dependencies: { runJobs: false } });

const set = evaluationSetSchema.parse(
  JSON.parse(
    readFileSync(fileURLToPath(new URL('fixtures/assistant/eval.json', import.meta.url)), 'utf8'),
  ),
);

describe(`the assistant's evaluation on the demo seed (${testDriver})`, () => {
  it('finds the expected source in the top 5 for 90% of the questions and leaks nothing', async () => {
    const figures = await evaluateRetrieval(t.database.db, set);
    const missed = figures.results.filter(
      (result, index) =>
        (set.questions[index]?.expected.length ?? 0) > 0 && (result.rank ?? 99) > 5,
    );
    expect(figures.recallAt5, JSON.stringify(missed)).toBeGreaterThanOrEqual(0.9);
    expect(figures.leaks).toBe(0);
    expect(figures.outOfScopeAnswered).toBe(0);
    expect(figures.questions).toBe(set.questions.length);
  }, 60_000);
});

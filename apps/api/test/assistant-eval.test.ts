import { describe, expect, it } from 'vitest';
import { assistantEvaluationSchema } from '@campus/contracts';
import { demoEvaluationSet } from '../src/features/assistant/evaluation-set';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { demoUser } from './support/factories/accounts';
import { expectProblem, expectStatus } from './support/http';

// The demo university, whose seed builds the assistant's index.
const t = useTestApp({ seeded: true, dependencies: { runJobs: false } });

describe(`the assistant's evaluation on the demo seed (${testDriver})`, () => {
  it('finds the expected source in the top 5 for 90% of the questions and leaks nothing', async () => {
    const admin = await demoUser(t, 'admin');
    const figures = expectStatus(
      await t.api.call('GET', '/admin/assistant/evaluation', admin.token),
      200,
      assistantEvaluationSchema,
    );
    const missed = figures.results.filter(
      (result, index) =>
        (demoEvaluationSet.questions[index]?.expected.length ?? 0) > 0 && (result.rank ?? 99) > 5,
    );
    expect(figures.recall_at_5, JSON.stringify(missed)).toBeGreaterThanOrEqual(0.9);
    expect(figures.leaks).toBe(0);
    expect(figures.out_of_scope).toBeGreaterThan(0);
    expect(figures.out_of_scope_answered).toBe(0);
    expect(figures.questions).toBe(demoEvaluationSet.questions.length);
    expect(figures.results[0]?.question).toBe(demoEvaluationSet.questions[0]?.question);
  }, 60_000);

  it('is for admins only', async () => {
    const student = await demoUser(t, 'student');
    expectProblem(await t.api.call('GET', '/admin/assistant/evaluation', student.token), 403);
    expectProblem(await t.api.call('GET', '/admin/assistant/evaluation'), 401);
  });
});

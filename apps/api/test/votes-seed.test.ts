import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  voteMineSchema,
  voteQuestionPageSchema,
  waitlistCountsSchema,
  waitlistMineSchema,
} from '@campus/contracts';
import { seedDatabase } from '../src/db/seed/seed';
import { createFileStore } from '../src/platform/file-store';
import { createTestApp, type TestContext } from './test-app';
import { bearer, nextClientAddress } from './accounts-helpers';

let context: TestContext;
let admin: string;
let moderator: string;
let student: string;

async function logIn(email: string, password: string): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: { user_email: email, user_password: password, remember_me: false },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

beforeAll(async () => {
  context = await createTestApp();
  await seedDatabase(context.database.db, {
    withDemoData: true,
    files: createFileStore(path.join(context.env.dataDir, 'uploads')),
  });
  [admin, moderator, student] = await Promise.all([
    logIn('admin@campushub.test', 'Demo-Admin-2026'),
    logIn('moderator@campushub.test', 'Demo-Moderator-2026'),
    logIn('student@campushub.test', 'Demo-Student-2026'),
  ]);
}, 120_000);
afterAll(async () => {
  await context.close();
});

async function get(url: string, token: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

describe('the demo votes and waitlists', () => {
  it('has four published questions with votes, two proposed and one rejected', async () => {
    const published = voteQuestionPageSchema.parse(await get('/votes/questions', student));
    expect(published.total).toBe(4);
    for (const question of published.items) {
      expect(question.total_votes).toBeGreaterThan(10);
      expect(question.can_vote).toBe(true);
      const percentages = question.options.reduce((sum, option) => sum + option.percentage, 0);
      expect(Math.abs(percentages - 100)).toBeLessThanOrEqual(2);
    }
    expect(published.items.some((question) => /[ışğüöçİ]/.test(question.title))).toBe(true);
    const proposed = voteQuestionPageSchema.parse(await get('/votes/review', moderator));
    expect(proposed.total).toBe(2);
    const rejected = voteQuestionPageSchema.parse(
      await get('/votes/review?status=rejected', moderator),
    );
    expect(rejected.total).toBe(1);
    const mine = voteMineSchema.parse(await get('/votes/mine', student));
    expect(mine.proposals.items.map((question) => question.status)).toEqual(['proposed']);
    expect(mine.votes.total).toBe(0);
  });

  it('has about sixty waitlist entries over every feature, none from the demo student', async () => {
    const counts = waitlistCountsSchema.parse(await get('/admin/waitlist/counts', admin));
    expect(counts.total).toBeGreaterThanOrEqual(50);
    expect(counts.total).toBeLessThanOrEqual(60);
    expect(counts.items.every((item) => item.count > 0)).toBe(true);
    const mine = waitlistMineSchema.parse(await get('/waitlist/mine', student));
    expect(mine.items).toEqual([]);
  });
});

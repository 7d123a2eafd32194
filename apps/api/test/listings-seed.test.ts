import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeMainSchema, listingPageSchema, listingCategories } from '@campus/contracts';
import { seedDatabase } from '../src/db/seed/seed';
import { createFileStore } from '../src/platform/file-store';
import { createTestApp, type TestContext } from './test-app';
import { bearer, nextClientAddress } from './accounts-helpers';

let context: TestContext;
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
  [moderator, student] = await Promise.all([
    logIn('moderator@campushub.test', 'Demo-Moderator-2026'),
    logIn('student@campushub.test', 'Demo-Student-2026'),
  ]);
}, 120_000);
afterAll(async () => {
  await context.close();
});

async function page(url: string, token: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

describe('the demo listings', () => {
  it('fill every board, with a queue, a rejection and an expired one kept off the board', async () => {
    const board = listingPageSchema.parse(await page('/listings?page_size=50', student));
    expect(board.total).toBe(25);
    for (const category of listingCategories) {
      expect(board.items.filter((item) => item.category === category).length).toBeGreaterThan(3);
    }
    expect(board.items.some((item) => /[çğıöşü]/i.test(item.title))).toBe(true);

    const queue = listingPageSchema.parse(await page('/listings/review', moderator));
    expect(queue.total).toBe(4);
    const rejected = listingPageSchema.parse(
      await page('/listings/review?status=rejected', moderator),
    );
    expect(rejected.total).toBe(1);
    const expired = listingPageSchema.parse(
      await page('/listings/review?status=approved&include_expired=true&page_size=50', moderator),
    );
    expect(expired.items.filter((item) => item.is_expired)).toHaveLength(1);

    const mine = listingPageSchema.parse(await page('/listings/mine', student));
    expect(mine.items.map((item) => item.status)).toEqual(['waiting']);

    const home = homeMainSchema.parse(await page('/home/main', student));
    expect(home.cards.every((card) => card.listings.length === 3)).toBe(true);
    expect(home.statistics.courses_open).toBeGreaterThanOrEqual(600);
  });
});

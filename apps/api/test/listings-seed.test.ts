import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { homeMainSchema, listingCategories, listingPageSchema } from '@campus/contracts';
import { courses } from '../src/features/courses/courses.tables';
import { useTestApp } from './support/app';
import { demoUser } from './support/factories/accounts';

// No job runs: the demo listing that expired is still approved, kept off the board by the
// queries alone (the expiry job would mark it expired at the app's start).
const t = useTestApp({ seeded: true, dependencies: { runJobs: false } });

describe('the demo listings', () => {
  it('fill every board, with a queue, a rejection and an expired one kept off the board', async () => {
    const [moderator, student] = await Promise.all([
      demoUser(t, 'moderator'),
      demoUser(t, 'student'),
    ]);
    const page = (path: string, token: string) => t.api.read(path, token, listingPageSchema);

    const board = await page('/listings?page_size=50', student.token);
    expect(board.total).toBe(25);
    expect(board.items).toHaveLength(25);
    const perCategory = Object.fromEntries(
      listingCategories.map((category) => [
        category,
        board.items.filter((item) => item.category === category).length,
      ]),
    );
    expect(perCategory).toEqual({
      car_pooling: 6,
      internships: 5,
      jobs: 5,
      alumni: 4,
      erasmus: 5,
    });
    for (const category of listingCategories) {
      expect(board.items.filter((item) => item.category === category).length).toBeGreaterThan(3);
    }
    expect(board.items.some((item) => /[çğıöşü]/i.test(item.title))).toBe(true);

    const queue = await page('/listings/review', moderator.token);
    expect(queue.total).toBe(4);
    const rejected = await page('/listings/review?status=rejected', moderator.token);
    expect(rejected.total).toBe(1);
    const expired = await page(
      '/listings/review?status=approved&include_expired=true&page_size=50',
      moderator.token,
    );
    expect(expired.items.filter((item) => item.is_expired).map((item) => item.title)).toEqual([
      'Alumni football match last weekend',
    ]);

    const mine = await page('/listings/mine', student.token);
    expect(mine.items.map((item) => item.status)).toEqual(['waiting']);

    const home = await t.api.read('/home/main', student.token, homeMainSchema);
    expect(home.cards.map((card) => card.listings.length)).toEqual([3, 3, 3, 3, 3]);
    expect(home.cards.every((card) => card.listings.length === 3)).toBe(true);
    expect(home.statistics.courses_open).toBeGreaterThanOrEqual(600);
    const activeCourses = await t.database.db
      .select({ value: count() })
      .from(courses)
      .where(eq(courses.status, 'active'));
    expect(home.statistics.courses_open).toBe(activeCourses[0]?.value);
  });
});

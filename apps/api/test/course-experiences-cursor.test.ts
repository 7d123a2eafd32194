import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { publicExperienceListSchema, vipExperienceListSchema } from '@campus/contracts';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createCourse, createExperience } from './support/factories/courses';
import { expectProblem, expectStatus } from './support/http';

type ExperiencePage = z.infer<typeof publicExperienceListSchema>;

const t = useTestApp();

/**
 * A course with 23 approved experiences and two that wait for review. Four
 * were written in the same moment, which falls across the end of the first
 * page of ten (so the id orders them there), and every moment has
 * microseconds, as the database's own clock gives them.
 */
async function courseWithExperiences() {
  const [{ course_id: courseId }, ...authors] = await Promise.all([
    createCourse(t),
    ...Array.from({ length: 25 }, () => createUser(t)),
  ]);
  const start = Date.UTC(2026, 0, 1);
  const step = 7_777;
  // Newer than the other approved ones from index 14 up: nine rows, so the tie holds places 10 to 13.
  const tied = new Date(start + 13.5 * step);
  await Promise.all(
    authors.map((author, index) =>
      createExperience(t, {
        user_id: author.id,
        course_id: courseId,
        status: index < 23 ? 'approved' : 'waiting',
        created_at: index >= 5 && index < 9 ? tied : new Date(start + index * step),
      }),
    ),
  );
  await t.database.db.execute(
    sql`update course_experiences set created_at = created_at + interval '321 microseconds' where course_id = ${courseId}`,
  );
  return courseId;
}

async function readPage(courseId: string, query: string, token?: string) {
  const response = await t.api.call(
    'GET',
    `/coursefile/courses/${courseId}/experiences?${query}`,
    token,
  );
  return expectStatus(response, 200, publicExperienceListSchema);
}

describe(`a course's experiences after a cursor on ${testDriver}`, () => {
  it('reads the same pages after each next_cursor as by page number, newest first', async () => {
    const courseId = await courseWithExperiences();
    const byNumber: ExperiencePage[] = [];
    for (const page of [1, 2, 3])
      byNumber.push(await readPage(courseId, `page=${String(page)}&page_size=10`));
    expect(byNumber.map((page) => page.items.length)).toEqual([10, 10, 3]);
    expect(byNumber.map((page) => page.next_cursor === null)).toEqual([false, false, true]);

    const byCursor: ExperiencePage[] = byNumber.slice(0, 1);
    let cursor = byNumber[0]?.next_cursor ?? null;
    for (const page of [2, 3]) {
      if (cursor === null) throw new Error(`page ${String(page - 1)} gave no cursor`);
      const next = await readPage(
        courseId,
        `page=${String(page)}&page_size=10&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(next).toMatchObject({ page, page_size: 10, total: 23 });
      byCursor.push(next);
      cursor = next.next_cursor;
    }
    expect(cursor).toBeNull();

    const idsOf = (pages: typeof byNumber) =>
      pages.flatMap((page) => page.items.map((item) => item.experience_id));
    expect(idsOf(byCursor)).toEqual(idsOf(byNumber));
    expect(new Set(idsOf(byCursor)).size).toBe(23);
    const times = byNumber.flatMap((page) => page.items.map((item) => item.created_at));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('gives VIP readers the same cursors with the whole experiences', async () => {
    const courseId = await courseWithExperiences();
    const moderator = await createUser(t, { role: 'moderator' });
    const first = await readPage(courseId, 'page_size=10');
    const response = await t.api.call(
      'GET',
      `/coursefile/courses/${courseId}/experiences?page=2&page_size=10&cursor=${encodeURIComponent(first.next_cursor ?? '')}`,
      moderator.token,
    );
    const second = expectStatus(response, 200, vipExperienceListSchema);
    const publicSecond = await readPage(courseId, 'page=2&page_size=10');
    expect(second.items.map((item) => item.experience_id)).toEqual(
      publicSecond.items.map((item) => item.experience_id),
    );
    expect(second.next_cursor).toBe(publicSecond.next_cursor);
  });

  it('refuses a cursor the list did not give, naming the field', async () => {
    const courseId = await courseWithExperiences();
    for (const cursor of [
      'abc',
      '12.not-an-id',
      `1.${'0'.repeat(36)}`,
      `${'9'.repeat(18)}.00000000-0000-0000-0000-000000000000`,
    ]) {
      const response = await t.api.call(
        'GET',
        `/coursefile/courses/${courseId}/experiences?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(expectProblem(response, 400).errors?.map((error) => error.field)).toEqual([
        'query.cursor',
      ]);
    }
  });
});

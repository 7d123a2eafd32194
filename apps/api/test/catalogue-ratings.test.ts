import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  courseListSchema,
  courseSorts,
  courseStatisticsSchema,
  publicCourseDetailSchema,
  type CourseList,
  type CourseSort,
  type RatingAggregates,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createCourse, createDepartment, createExperience } from './support/factories/courses';

/**
 * The catalogue's count and mean ratings of each course's approved experiences,
 * and the sorts by them: on the demo university, with courses of a new
 * department made by each test for exact figures.
 */
const t = useTestApp({ seeded: true });

async function listCourses(query: string): Promise<CourseList> {
  return t.api.read(`/coursefile/courses?${query}`, undefined, courseListSchema);
}

/** A department code of letters only (the list's filter accepts no digits), unique per call. */
function uniqueDepartmentCode(): string {
  const letters = randomUUID()
    .replace(/-/g, '')
    .slice(0, 7)
    .replace(/\d/g, (digit) => 'GHIJKLMNOP'.charAt(Number(digit)));
  return `R${letters.toUpperCase()}`;
}

type Ratings = [difficulty: number, workload: number, usefulness: number, grading: number];

/**
 * Five courses of a new department: A with three approved experiences (and a
 * waiting and a rejected one that must not count), B with one, C with two, D
 * with none, E with only a waiting one. A and C share a difficulty of 4.
 */
async function createRatedCourses() {
  const department = await createDepartment(t, { code: uniqueDepartmentCode() });
  const author = await createUser(t);
  const courseNamed = async (letter: string) =>
    createCourse(t, {
      department_id: department.department_id,
      course_code: `${department.code} 10${letter}`,
    });
  const [a, b, c, d, e] = await Promise.all(['1', '2', '3', '4', '5'].map(courseNamed));
  if (a === undefined || b === undefined || c === undefined || d === undefined || e === undefined)
    throw new Error('five courses were made');
  const experiences: [string, Ratings, 'approved' | 'waiting' | 'rejected'][] = [
    [a.course_id, [4, 3, 5, 2], 'approved'],
    [a.course_id, [5, 3, 4, 2], 'approved'],
    [a.course_id, [3, 2, 4, 1], 'approved'],
    [a.course_id, [1, 1, 1, 1], 'waiting'],
    [a.course_id, [5, 5, 5, 5], 'rejected'],
    [b.course_id, [2, 5, 4, 3], 'approved'],
    [c.course_id, [4, 1, 2, 5], 'approved'],
    [c.course_id, [4, 1, 3, 4], 'approved'],
    [e.course_id, [5, 5, 5, 5], 'waiting'],
  ];
  for (const [courseId, [difficulty, workload, usefulness, grading], status] of experiences) {
    await createExperience(t, {
      user_id: author.id,
      course_id: courseId,
      status,
      rating_difficulty: difficulty,
      rating_workload: workload,
      rating_usefulness: usefulness,
      rating_grading: grading,
    });
  }
  return { department: department.code, a, b, c, d, e };
}

const noRatings: RatingAggregates = {
  count: 0,
  rating_difficulty: null,
  rating_workload: null,
  rating_usefulness: null,
  rating_grading: null,
};

/** Where a sort statistic of a listed course is read; null when it has no approved experience. */
function statisticOf(course: CourseList['items'][number], sort: CourseSort): number | null {
  const key = sort.replace(/^-/, '');
  if (key === 'experiences') return course.aggregates.count === 0 ? null : course.aggregates.count;
  if (key === 'rating_difficulty') return course.aggregates.rating_difficulty;
  if (key === 'rating_workload') return course.aggregates.rating_workload;
  if (key === 'rating_usefulness') return course.aggregates.rating_usefulness;
  return course.aggregates.rating_grading;
}

/** True when neighbours are in order by the statistic, those without one last, ties by code. */
function isOrderedByStatistic(items: CourseList['items'], sort: CourseSort): boolean {
  const descending = sort.startsWith('-');
  return items.every((course, index) => {
    const previous = items[index - 1];
    if (previous === undefined) return true;
    const [a, b] = [statisticOf(previous, sort), statisticOf(course, sort)];
    if (a === null) return b === null && previous.course_code < course.course_code;
    if (b === null || a === b) return b === null || previous.course_code < course.course_code;
    return descending ? a > b : a < b;
  });
}

describe("the catalogue's approved experiences: count and mean ratings", () => {
  it('lists each course with the count and means of its approved experiences only', async () => {
    const { department, a, b, c, d, e } = await createRatedCourses();
    const list = await listCourses(`department=${department}`);
    expect(list.total).toBe(5);
    expect(list.items.map((course) => [course.course_code, course.aggregates])).toEqual([
      [
        a.course_code,
        {
          count: 3,
          rating_difficulty: 4,
          rating_workload: 2.67,
          rating_usefulness: 4.33,
          rating_grading: 1.67,
        },
      ],
      [
        b.course_code,
        {
          count: 1,
          rating_difficulty: 2,
          rating_workload: 5,
          rating_usefulness: 4,
          rating_grading: 3,
        },
      ],
      [
        c.course_code,
        {
          count: 2,
          rating_difficulty: 4,
          rating_workload: 1,
          rating_usefulness: 2.5,
          rating_grading: 4.5,
        },
      ],
      [d.course_code, noRatings],
      [e.course_code, noRatings],
    ]);
    // The same figures as the course's own page.
    const page = await t.api.read(
      `/coursefile/courses/${a.course_id}`,
      undefined,
      publicCourseDetailSchema,
    );
    expect(page.aggregates).toEqual(list.items[0]?.aggregates);
  });

  it('sorts by the count and by each mean both ways, courses without experiences last', async () => {
    const { department, a, b, c, d, e } = await createRatedCourses();
    const [codeA, codeB, codeC, codeD, codeE] = [a, b, c, d, e].map((course) => course.course_code);
    const expected: [CourseSort, (string | undefined)[]][] = [
      ['experiences', [codeB, codeC, codeA, codeD, codeE]],
      ['-experiences', [codeA, codeC, codeB, codeD, codeE]],
      // A and C tie at 4.00: by code in both directions.
      ['rating_difficulty', [codeB, codeA, codeC, codeD, codeE]],
      ['-rating_difficulty', [codeA, codeC, codeB, codeD, codeE]],
      ['rating_workload', [codeC, codeA, codeB, codeD, codeE]],
      ['-rating_workload', [codeB, codeA, codeC, codeD, codeE]],
      ['rating_usefulness', [codeC, codeB, codeA, codeD, codeE]],
      ['-rating_usefulness', [codeA, codeB, codeC, codeD, codeE]],
      ['rating_grading', [codeA, codeB, codeC, codeD, codeE]],
      ['-rating_grading', [codeC, codeB, codeA, codeD, codeE]],
    ];
    for (const [sort, codes] of expected) {
      const list = await listCourses(`department=${department}&sort=${sort}`);
      expect([sort, list.items.map((course) => course.course_code)]).toEqual([sort, codes]);
    }
    const secondPage = await listCourses(
      `department=${department}&sort=-experiences&page=2&page_size=10`,
    );
    expect(secondPage).toMatchObject({ items: [], total: 5 });
  });

  it('orders the whole seeded catalogue by each statistic, those without experiences last', async () => {
    const statistics = await t.api.read(
      '/coursefile/statistics',
      undefined,
      courseStatisticsSchema,
    );
    expect(statistics.vip_courses).toBeGreaterThan(0);
    expect(statistics.vip_courses).toBeLessThan(statistics.open_courses);
    const pageCount = Math.ceil(statistics.open_courses / 100);

    // Every page by count: the courses with approved experiences first, and their counts add up.
    const pages = await Promise.all(
      Array.from({ length: pageCount }, (_, index) =>
        listCourses(`sort=-experiences&page_size=100&page=${String(index + 1)}`),
      ),
    );
    const counts = pages.flatMap((page) => page.items.map((course) => course.aggregates.count));
    expect(counts).toHaveLength(statistics.open_courses);
    expect(counts.filter((count) => count > 0)).toHaveLength(statistics.vip_courses);
    expect(counts.slice(statistics.vip_courses).every((count) => count === 0)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(statistics.approved_experiences);

    for (const sort of courseSorts.slice(courseSorts.indexOf('experiences'))) {
      const first = await listCourses(`sort=${sort}&page_size=100`);
      const last = await listCourses(`sort=${sort}&page_size=100&page=${String(pageCount)}`);
      expect([sort, first.total]).toEqual([sort, statistics.open_courses]);
      expect([sort, isOrderedByStatistic(first.items, sort)]).toEqual([sort, true]);
      expect([sort, isOrderedByStatistic(last.items, sort)]).toEqual([sort, true]);
      expect([sort, first.items[0]?.aggregates.count ?? 0]).not.toEqual([sort, 0]);
      expect([sort, last.items.at(-1)?.aggregates]).toEqual([sort, noRatings]);
    }
  });
});

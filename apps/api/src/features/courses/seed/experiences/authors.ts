import type { CourseSeed } from '../catalogue';
import type { Random } from '../../../../platform/seeded-random';
import { gaussian } from './course-profile';
import type { Language } from './text-context';

/** Someone who writes experiences: a contributor or one of the demo accounts. */
export interface Author {
  readonly email: string;
  readonly departmentCode: string;
  readonly faculty: string;
  readonly isGraduate: boolean;
  readonly isInternational: boolean;
  readonly locale: Language;
  /** The year the person started; undefined when unknown. */
  readonly classYear: number | undefined;
  /** General generosity of the person's ratings (around 0). */
  readonly mood: number;
  /** How well the person does in exams (around 0.2). */
  readonly ability: number;
}

export function drawTraits(random: Random): { mood: number; ability: number } {
  return { mood: gaussian(random) * 0.35, ability: 0.2 + gaussian(random) * 0.6 };
}

/** The language of an experience: the course's language and the author's own weigh in. */
export function languageFor(author: Author, course: CourseSeed, random: Random): Language {
  if (author.isInternational) return 'en';
  const turkishShare = course.language === 'tr' ? 0.85 : author.locale === 'tr' ? 0.55 : 0.15;
  return random.next() < turkishShare ? 'tr' : 'en';
}

/**
 * The academic year in which the author would have taken a course: a
 * second-year course in the second year after starting, a graduate course
 * after graduating. Undefined when nothing suggests one.
 */
export function preferredYear(
  author: Author,
  courseYear: number,
  random: Random,
): number | undefined {
  if (author.classYear === undefined) return undefined;
  if (courseYear <= 4) return author.classYear + courseYear - 1;
  return author.isGraduate ? author.classYear + 4 + random.int(0, 1) : undefined;
}

/** How likely an author writes about a course: their own department first, then their faculty. */
function affinity(author: Author, course: CourseSeed, faculty: string, courseYear: number): number {
  const isUniversityWide = !course.course_code.startsWith(`${course.department_code} `);
  if (isUniversityWide) return 1;
  const base =
    author.departmentCode === course.department_code ? 12 : author.faculty === faculty ? 3 : 1;
  return courseYear >= 5 && author.isGraduate ? base * 3 : base;
}

/** Up to `count` distinct authors for a course, drawn by affinity, skipping those in `taken`. */
export function drawAuthors(
  authors: readonly Author[],
  course: CourseSeed,
  faculty: string,
  courseYear: number,
  count: number,
  taken: ReadonlySet<string>,
  random: Random,
): Author[] {
  const pool = authors
    .filter((author) => !taken.has(author.email))
    .map((author) => ({ author, weight: affinity(author, course, faculty, courseYear) }));
  const chosen: Author[] = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((sum, entry) => sum + entry.weight, 0);
    let target = random.next() * total;
    let index = pool.findIndex((entry) => {
      target -= entry.weight;
      return target < 0;
    });
    if (index < 0) index = pool.length - 1;
    const [entry] = pool.splice(index, 1);
    if (entry !== undefined) chosen.push(entry.author);
  }
  return chosen;
}

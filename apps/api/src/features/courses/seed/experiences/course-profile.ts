import type { CourseSeed } from '../catalogue';
import type { Random } from '../../../../platform/seeded-random';

/** What sort of course a title names; it shapes ratings, texts and assessment. */
export type CourseKind =
  'lecture' | 'lab' | 'project' | 'practice' | 'studio' | 'seminar' | 'internship';

const kindsByEnding: readonly (readonly [string, CourseKind])[] = [
  ['Laboratory', 'lab'],
  ['Project', 'project'],
  ['Practice', 'practice'],
  ['Studio', 'studio'],
  ['Seminar', 'seminar'],
];

export function courseKindOf(course: CourseSeed): CourseKind {
  if (course.name_en === 'Summer Practice') return 'internship';
  const title = course.name_en.replace(/ (I|II|III|IV)$/, '');
  return kindsByEnding.find(([ending]) => title.endsWith(ending))?.[1] ?? 'lecture';
}

/** The year of study a course number stands for: 1-4 undergraduate, 5 graduate, 6 PhD. */
export function courseYearOf(course: CourseSeed): number {
  const digit = Number(/ (\d)/.exec(course.course_code)?.[1] ?? '1');
  return Math.min(6, Math.max(1, digit));
}

/** An approximately normal draw with mean 0 and standard deviation 1. */
export function gaussian(random: Random): number {
  return (random.next() + random.next() + random.next() + random.next() - 2) * Math.sqrt(3);
}

export function clampRating(value: number): number {
  return Math.min(5, Math.max(1, Math.round(value)));
}

/** The course's character: the means its experiences scatter around (1-5 scale). */
export interface CourseProfile {
  readonly kind: CourseKind;
  readonly year: number;
  readonly difficulty: number;
  readonly workload: number;
  readonly usefulness: number;
}

const difficultyByYear: Readonly<Record<number, number>> = {
  1: 2.7,
  2: 3.2,
  3: 3.3,
  4: 3.0,
  5: 3.4,
  6: 3.5,
};

const kindShift: Readonly<
  Record<CourseKind, { difficulty: number; workload: number; usefulness: number }>
> = {
  lecture: { difficulty: 0, workload: 0, usefulness: 0 },
  lab: { difficulty: -0.3, workload: 0.4, usefulness: 0.2 },
  project: { difficulty: 0.2, workload: 0.9, usefulness: 0.6 },
  practice: { difficulty: 0.1, workload: 0.8, usefulness: 0.7 },
  studio: { difficulty: 0.4, workload: 1.1, usefulness: 0.4 },
  seminar: { difficulty: -1.1, workload: -0.8, usefulness: -0.3 },
  internship: { difficulty: -1.3, workload: 0.2, usefulness: 0.8 },
};

export function profileOf(course: CourseSeed, random: Random): CourseProfile {
  const kind = courseKindOf(course);
  const year = courseYearOf(course);
  const shift = kindShift[kind];
  const difficulty = (difficultyByYear[year] ?? 3) + shift.difficulty + gaussian(random) * 0.6;
  const isUniversityWide = !course.course_code.startsWith(`${course.department_code} `);
  return {
    kind,
    year,
    difficulty,
    workload: 1.1 + difficulty * 0.6 + shift.workload + gaussian(random) * 0.4,
    usefulness:
      (isUniversityWide ? 2.7 : 3.6) +
      shift.usefulness +
      (course.course_type === 'mandatory' ? 0 : 0.15) +
      gaussian(random) * 0.55,
  };
}

import type { CourseSemester } from '@campus/contracts';
import type { Random } from '../../../../platform/seeded-random';

type Term = 'fall' | 'spring' | 'summer';

/** A semester of an academic year: fall 2024 and spring 2025 belong to the year 2024. */
interface Semester {
  readonly academicYear: number;
  readonly term: Term;
  /** `2024-fall`, `2025-spring`, `2025-summer`. */
  readonly name: string;
}

function semester(academicYear: number, term: Term): Semester {
  const calendarYear = term === 'fall' ? academicYear : academicYear + 1;
  return { academicYear, term, name: `${calendarYear}-${term}` };
}

/** The semesters the demo experiences tell about: spring 2022 to summer 2026, all finished. */
export const demoSemesters: readonly Semester[] = [2021, 2022, 2023, 2024, 2025]
  .flatMap((year) => [semester(year, 'fall'), semester(year, 'spring'), semester(year, 'summer')])
  .filter((entry) => Number(entry.name.slice(0, 4)) >= 2022);

const termsOf: Readonly<Record<CourseSemester, readonly Term[]>> = {
  fall: ['fall'],
  spring: ['spring'],
  both: ['fall', 'spring'],
  summer: ['summer'],
};

/**
 * A semester in which the course ran, preferably in the academic year in
 * which the author would have taken it (a second-year course in the author's
 * second year) or the nearest year of the demo period to it; any semester of
 * the period when nothing suggests a year.
 */
export function chooseSemester(
  offered: CourseSemester,
  preferredYear: number | undefined,
  random: Random,
): string {
  const terms = termsOf[offered];
  const matching = demoSemesters.filter((entry) => terms.includes(entry.term));
  const distance = (entry: Semester): number =>
    preferredYear === undefined ? 0 : Math.abs(entry.academicYear - preferredYear);
  const nearest = Math.min(...matching.map(distance));
  const [first, ...rest] = matching.filter((entry) => distance(entry) === nearest);
  if (first === undefined) throw new Error(`No demo semester for a ${offered} course`);
  return random.pick([first, ...rest]).name;
}

/** The most recent finished semesters, newest first, for the demo accounts' own experiences. */
export function recentSemesters(offered: CourseSemester): string[] {
  const terms = termsOf[offered];
  return demoSemesters
    .filter((entry) => terms.includes(entry.term))
    .map((entry) => entry.name)
    .reverse();
}

const day = 24 * 60 * 60 * 1000;

/** A moment `days` days after the first of the month, at a random time of the day (08-23 UTC). */
export function dayAt(year: number, month: number, days: number, random: Random): Date {
  const minutes = random.int(8 * 60, 23 * 60 + 59);
  return new Date(Date.UTC(year, month - 1, 1) + days * day + minutes * 60_000);
}

/** When an experience of a semester was shared: in the weeks after its exams. */
export function sharedAfter(name: string, random: Random): Date {
  const [year, term] = name.split('-');
  const calendarYear = Number(year);
  if (term === 'fall') return dayAt(calendarYear + 1, 1, random.int(18, 70), random);
  if (term === 'spring') return dayAt(calendarYear, 6, random.int(14, 75), random);
  return dayAt(calendarYear, 8, random.int(24, 60), random);
}

/** When the moderator reviewed it: a few hours to a few days later. */
export function reviewedAfter(shared: Date, random: Random): Date {
  return new Date(shared.getTime() + random.int(2 * 60, 5 * 24 * 60) * 60_000);
}

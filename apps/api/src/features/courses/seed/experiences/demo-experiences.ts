import type { CourseSeed } from '../catalogue';
import type { Random } from '../../../../platform/seeded-random';
import { drawTraits, preferredYear, type Author } from './authors';
import type { Composer } from './compose';
import { courseKindOf, courseYearOf } from './course-profile';
import { waiting, type Ledger } from './plan-experiences';
import { chooseSemester, recentSemesters } from './semesters';
import type { DemoAccountRef } from './types';

function demoEmail(demoAccounts: readonly DemoAccountRef[], role: 'student' | 'graduate'): string {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  if (account === undefined) throw new Error(`There is no demo ${role} account`);
  return account.user_email;
}

/** Lecture courses of a department and years, in catalogue order. */
function lecturesOf(
  active: readonly CourseSeed[],
  departmentCode: string,
  years: readonly number[],
): CourseSeed[] {
  return active.filter(
    (course) =>
      course.department_code === departmentCode &&
      course.course_code.startsWith(`${departmentCode} `) &&
      years.includes(courseYearOf(course)) &&
      courseKindOf(course) === 'lecture',
  );
}

/**
 * The demo accounts' own experiences. The demo student (a second-year
 * computer engineering student) has two approved and one waiting, so that
 * approving the waiting one shows the VIP unlock at three; the demo graduate
 * (industrial engineering, started 2019) has four approved.
 */
export function planDemoExperiences(
  active: readonly CourseSeed[],
  composer: Composer,
  ledger: Ledger,
  random: Random,
  demoAccounts: readonly DemoAccountRef[],
): void {
  const student: Author = {
    email: demoEmail(demoAccounts, 'student'),
    departmentCode: 'CMPE',
    faculty: 'Faculty of Engineering',
    isGraduate: false,
    isInternational: false,
    locale: 'en',
    classYear: 2024,
    ...drawTraits(random),
  };
  const firstYear = random.shuffle(lecturesOf(active, 'CMPE', [1]));
  const secondYear = random.shuffle(lecturesOf(active, 'CMPE', [2]));
  for (const course of firstYear.slice(0, 2)) {
    const semester = chooseSemester(course.semester_offered, 2024, random);
    ledger.add(composer.approved(course, student, semester, 'en'));
  }
  const pending = secondYear[0];
  const [semester] = pending === undefined ? [] : recentSemesters(pending.semester_offered);
  if (pending === undefined || semester === undefined)
    throw new Error('The demo student needs a second-year course');
  ledger.add(waiting(composer.draft(pending, student, semester, 'en'), random));

  const graduate: Author = {
    email: demoEmail(demoAccounts, 'graduate'),
    departmentCode: 'IE',
    faculty: 'Faculty of Engineering',
    isGraduate: true,
    isInternational: false,
    locale: 'en',
    classYear: 2019,
    ...drawTraits(random),
  };
  for (const course of random.shuffle(lecturesOf(active, 'IE', [3, 4])).slice(0, 4)) {
    const year = preferredYear(graduate, courseYearOf(course), random);
    const semesterTaken = chooseSemester(course.semester_offered, year, random);
    ledger.add(composer.approved(course, graduate, semesterTaken, 'en'));
  }
}

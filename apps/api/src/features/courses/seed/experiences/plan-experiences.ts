import type { CourseSeed } from '../catalogue';
import type { Random } from '../../../../platform/seeded-random';
import { drawAuthors, languageFor, preferredYear, type Author } from './authors';
import type { Composer } from './compose';
import { courseYearOf } from './course-profile';
import { rejectedSamples } from './rejected-phrases';
import { chooseSemester, dayAt, recentSemesters, reviewedAfter, sharedAfter } from './semesters';
import { instructorNicknames } from './text-context';
import type { ExperienceSeed } from './types';

/** At most this many approved experiences per course. */
export const maxApprovedPerCourse = 6;
/** Waiting experiences of contributors (the demo student adds one more). */
const waitingCount = 11;

/** How many approved experiences a course gets: popular first-year courses get the most. */
function approvedCountOf(course: CourseSeed, random: Random): number {
  const year = courseYearOf(course);
  if (!course.course_code.startsWith(`${course.department_code} `)) return random.int(4, 6);
  if (year >= 6) return random.int(1, 2);
  if (year === 5) return random.int(1, 3);
  if (course.course_type !== 'mandatory') return random.int(1, 4);
  return year <= 2 ? random.int(3, 6) : random.int(2, 5);
}

/** Keeps (author, course, semester) unique and remembers who wrote about which course. */
export class Ledger {
  readonly experiences: ExperienceSeed[] = [];
  readonly #keys = new Set<string>();
  readonly #authors = new Map<string, Set<string>>();
  readonly #approved = new Map<string, number>();

  has(email: string, courseCode: string, semester: string): boolean {
    return this.#keys.has(`${email}|${courseCode}|${semester}`);
  }

  authorsOf(courseCode: string): ReadonlySet<string> {
    return this.#authors.get(courseCode) ?? new Set<string>();
  }

  approvedOf(courseCode: string): number {
    return this.#approved.get(courseCode) ?? 0;
  }

  add(experience: ExperienceSeed): void {
    const { author_email: email, course_code: code, semester } = experience;
    if (this.has(email, code, semester)) throw new Error(`Duplicate experience ${email} ${code}`);
    this.#keys.add(`${email}|${code}|${semester}`);
    const authors = this.#authors.get(code) ?? new Set<string>();
    authors.add(email);
    this.#authors.set(code, authors);
    if (experience.status === 'approved') this.#approved.set(code, this.approvedOf(code) + 1);
    this.experiences.push(experience);
  }
}

/** Approved experiences for nearly every active course; a few PhD courses are left without. */
export function planApproved(
  active: readonly CourseSeed[],
  authors: readonly Author[],
  composer: Composer,
  ledger: Ledger,
  random: Random,
): void {
  for (const course of active) {
    const year = courseYearOf(course);
    if (year >= 6 && ledger.approvedOf(course.course_code) === 0 && random.next() < 0.2) continue;
    const count = Math.min(
      approvedCountOf(course, random),
      maxApprovedPerCourse - ledger.approvedOf(course.course_code),
    );
    const chosen = drawAuthors(
      authors,
      course,
      composer.facultyOf(course),
      year,
      count,
      ledger.authorsOf(course.course_code),
      random,
    );
    for (const author of chosen) {
      const semester = chooseSemester(
        course.semester_offered,
        preferredYear(author, year, random),
        random,
      );
      ledger.add(composer.approved(course, author, semester));
    }
  }
}

/** A course and an author who has not written about it yet. */
function drawFreshPair(
  active: readonly [CourseSeed, ...CourseSeed[]],
  authors: readonly [Author, ...Author[]],
  ledger: Ledger,
  random: Random,
): [CourseSeed, Author] {
  for (;;) {
    const course = random.pick(active);
    const author = random.pick(authors);
    if (courseYearOf(course) <= 4 && !ledger.authorsOf(course.course_code).has(author.email))
      return [course, author];
  }
}

/** Recent experiences still waiting for the moderator, shared in October and November 2026. */
export function planWaiting(
  active: readonly [CourseSeed, ...CourseSeed[]],
  authors: readonly [Author, ...Author[]],
  composer: Composer,
  ledger: Ledger,
  random: Random,
): void {
  for (let added = 0; added < waitingCount; added += 1) {
    const [course, author] = drawFreshPair(active, authors, ledger, random);
    const [latest, ...earlier] = recentSemesters(course.semester_offered);
    const semester = random.next() < 0.7 || earlier[0] === undefined ? latest : earlier[0];
    if (semester === undefined) continue;
    ledger.add(waiting(composer.draft(course, author, semester), random));
  }
}

export function waiting(draft: ReturnType<Composer['draft']>, random: Random): ExperienceSeed {
  return {
    ...draft,
    status: 'waiting',
    review_note: null,
    created_at: dayAt(2026, 10, random.int(3, 48), random),
    reviewed_at: null,
  };
}

/** One rejected experience for each kind of problem a moderator turns down. */
export function planRejected(
  active: readonly [CourseSeed, ...CourseSeed[]],
  authors: readonly [Author, ...Author[]],
  composer: Composer,
  ledger: Ledger,
  random: Random,
): void {
  for (const sample of rejectedSamples) {
    const [course, author] = drawFreshPair(active, authors, ledger, random);
    const semester = chooseSemester(course.semester_offered, undefined, random);
    const language = languageFor(author, course, random);
    const draft = composer.draft(course, author, semester, language);
    const nicknames = instructorNicknames(draft.instructor_name);
    const [summaryEn, summaryTr] = sample.summary({
      nameEn: course.name_en,
      nameTr: course.name_tr,
      instructorEn: nicknames.en,
      instructorTr: nicknames.tr,
    });
    const created = sharedAfter(semester, random);
    ledger.add({
      ...draft,
      summary: language === 'en' ? summaryEn : summaryTr,
      exam_tips: '',
      resources: '',
      status: 'rejected',
      review_note: language === 'en' ? sample.note[0] : sample.note[1],
      created_at: created,
      reviewed_at: reviewedAfter(created, random),
    });
  }
}

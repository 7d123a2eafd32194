import type { Catalogue, CourseSeed } from '../catalogue';
import type { Random } from '../../../../platform/seeded-random';
import { languageFor, type Author } from './authors';
import { profileOf, type CourseProfile } from './course-profile';
import { createGradingFairness, drawGrade, drawRatings } from './ratings';
import { reviewedAfter, sharedAfter } from './semesters';
import {
  instructorNicknames,
  type FieldGroup,
  type Language,
  type TextContext,
} from './text-context';
import type { ExperienceSeed } from './types';
import { writeTexts } from './write-texts';

const sciencesCodes = new Set(['MATH', 'PHYS', 'CHEM', 'MBG']);

function fieldGroupOf(departmentCode: string, faculty: string): FieldGroup {
  if (faculty.includes('Engineering')) return 'engineering';
  if (faculty.includes('Arts and Sciences'))
    return sciencesCodes.has(departmentCode) ? 'sciences' : 'humanities';
  if (faculty.includes('Economics')) return 'economics';
  if (faculty.includes('Education')) return 'education';
  if (faculty.includes('Architecture')) return 'architecture';
  if (faculty.includes('Law')) return 'law';
  return 'health';
}

/** Hours a week outside class, by the workload rating. */
const hoursByWorkload: Readonly<Record<number, readonly [number, number]>> = {
  1: [2, 3],
  2: [2, 4],
  3: [4, 6],
  4: [6, 9],
  5: [9, 14],
};

/** A written experience before it gets its status and dates. */
export type Draft = Omit<ExperienceSeed, 'status' | 'review_note' | 'created_at' | 'reviewed_at'>;

/**
 * Writes experiences of the catalogue's courses. Each course keeps one
 * character (its profile) and one or two other instructors who taught it
 * in some semesters, so the course page shows consistent aggregates.
 */
export function createComposer(catalogue: Catalogue, random: Random) {
  const facultyOf = new Map(catalogue.departments.map((d) => [d.code, d.faculty_en]));
  const colleagues = new Map<string, string[]>();
  for (const course of catalogue.courses) {
    const list = colleagues.get(course.department_code) ?? [];
    if (!list.includes(course.instructor_name)) list.push(course.instructor_name);
    colleagues.set(course.department_code, list);
  }
  const fairness = createGradingFairness(random);
  const profiles = new Map<string, CourseProfile>();
  const otherInstructors = new Map<string, string[]>();

  function profile(course: CourseSeed): CourseProfile {
    const known = profiles.get(course.course_code);
    if (known !== undefined) return known;
    const created = profileOf(course, random);
    profiles.set(course.course_code, created);
    return created;
  }

  function instructorFor(course: CourseSeed): string {
    let others = otherInstructors.get(course.course_code);
    if (others === undefined) {
      const pool = (colleagues.get(course.department_code) ?? []).filter(
        (name) => name !== course.instructor_name,
      );
      others = random.shuffle(pool).slice(0, random.int(1, 2));
      otherInstructors.set(course.course_code, others);
    }
    const [first, ...rest] = others;
    if (first === undefined || random.next() < 0.75) return course.instructor_name;
    return random.pick([first, ...rest]);
  }

  function facultyOfCourse(course: CourseSeed): string {
    return facultyOf.get(course.department_code) ?? '';
  }

  function draft(
    course: CourseSeed,
    author: Author,
    semester: string,
    language: Language = languageFor(author, course, random),
  ): Draft {
    const courseProfile = profile(course);
    const instructor = instructorFor(course);
    const ratings = drawRatings(courseProfile, fairness(instructor), author.mood, random);
    const grade = drawGrade(courseProfile, ratings, author.ability, random);
    const [fewest, most] = hoursByWorkload[ratings.rating_workload] ?? [3, 5];
    const nicknames = instructorNicknames(instructor);
    const context: TextContext = {
      nameEn: course.name_en,
      nameTr: course.name_tr,
      kind: courseProfile.kind,
      year: courseProfile.year,
      type: course.course_type,
      courseLanguage: course.language,
      instructorEn: nicknames.en,
      instructorTr: nicknames.tr,
      ratings,
      grade,
      hoursPerWeek: random.int(fewest, most),
      field: fieldGroupOf(course.department_code, facultyOfCourse(course)),
    };
    const texts = writeTexts(context, language, random);
    return {
      course_code: course.course_code,
      author_email: author.email,
      semester,
      instructor_name: instructor,
      rating_difficulty: ratings.rating_difficulty,
      rating_workload: ratings.rating_workload,
      rating_usefulness: ratings.rating_usefulness,
      rating_grading: ratings.rating_grading,
      grade_received: grade,
      summary: texts.summary,
      details: texts.details,
      exam_tips: texts.exam_tips,
      resources: texts.resources,
    };
  }

  return {
    profile,
    facultyOf: facultyOfCourse,
    draft,
    /** A published experience, reviewed by the moderator a little after it was shared. */
    approved(
      course: CourseSeed,
      author: Author,
      semester: string,
      language?: Language,
    ): ExperienceSeed {
      const written = draft(course, author, semester, language);
      const created = sharedAfter(semester, random);
      return Object.assign(written, {
        status: 'approved' as const,
        review_note: null,
        created_at: created,
        reviewed_at: reviewedAfter(created, random),
      });
    },
  };
}

export type Composer = ReturnType<typeof createComposer>;

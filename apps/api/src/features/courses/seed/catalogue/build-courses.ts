import type {
  CourseLanguage,
  CourseLevel,
  CourseSemester,
  CourseStatus,
  CourseType,
} from '@campus/contracts';
import { describeCourse, type CourseKind } from './descriptions';
import type { CourseNumbers } from './numbering';
import type { Random } from '../../../../platform/seeded-random';
import type { CommonTopic, CourseSeed, DepartmentCurriculum } from './types';

const romanNumerals = ['I', 'II', 'III', 'IV'] as const;

/** One entry of a curriculum after the automatic additions, before numbering. */
interface Offering {
  readonly year: number;
  readonly en: string;
  readonly tr: string;
  readonly parts: number;
  readonly kind: CourseKind;
}

/** Share of mandatory courses by year of study. */
const mandatoryShare: Readonly<Record<number, number>> = {
  1: 0.95,
  2: 0.85,
  3: 0.55,
  4: 0.25,
  5: 0.35,
  6: 0.3,
};

function inferKind(title: string): CourseKind {
  if (title.endsWith('Laboratory')) return 'lab';
  if (title.endsWith('Project')) return 'project';
  if (title.endsWith('Practice')) return 'practice';
  if (title.endsWith('Studio')) return 'studio';
  return 'lecture';
}

function levelOf(year: number): CourseLevel {
  if (year >= 6) return 'phd';
  if (year === 5) return 'graduate';
  return 'undergraduate';
}

function partName(title: string, part: number, parts: number): string {
  return parts > 1 ? `${title} ${romanNumerals[part] ?? String(part + 1)}` : title;
}

function drawStatus(random: Random): CourseStatus {
  const r = random.next();
  if (r < 0.92) return 'active';
  if (r < 0.96) return 'draft';
  return 'archived';
}

function drawType(
  offering: Offering,
  electiveType: DepartmentCurriculum['electiveType'],
  random: Random,
): CourseType {
  if (offering.kind === 'special') return electiveType;
  if (offering.kind !== 'lecture' && offering.kind !== 'lab') return 'mandatory';
  if (random.next() < (mandatoryShare[offering.year] ?? 0.5)) return 'mandatory';
  if (electiveType === 'elective') return 'elective';
  return random.next() < 0.75 ? 'technical_elective' : 'elective';
}

function drawSemester(
  offering: Offering,
  type: CourseType,
  part: number,
  random: Random,
): CourseSemester {
  if (offering.parts > 1) return part % 2 === 0 ? 'fall' : 'spring';
  if (offering.kind === 'internship') return 'summer';
  if (offering.kind === 'seminar') return 'both';
  const r = random.next();
  if (r < 0.46) return 'fall';
  if (r < 0.88) return 'spring';
  if (r < 0.97 || offering.year >= 5 || type === 'mandatory') return 'both';
  return 'summer';
}

function drawCredits(
  kind: CourseKind,
  year: number,
  random: Random,
): { credits: number; ects: number } {
  switch (kind) {
    case 'lab':
      return { credits: random.pick([1, 2]), ects: random.pick([2, 3, 4]) };
    case 'project':
      return { credits: 4, ects: random.pick([8, 10]) };
    case 'practice':
      return { credits: random.pick([5, 6]), ects: random.pick([10, 12]) };
    case 'studio':
      return { credits: random.pick([5, 6]), ects: random.pick([8, 10]) };
    case 'seminar':
      return { credits: 0, ects: 4 };
    case 'internship':
      return { credits: 0, ects: 5 };
    case 'lecture':
    case 'special':
      break;
  }
  if (year >= 6) return { credits: 3, ects: random.pick([8, 10]) };
  if (year === 5) return { credits: 3, ects: random.pick([7, 8]) };
  if (year >= 3) return { credits: 3, ects: random.pick([5, 6, 6, 7]) };
  const credits = random.pick([3, 3, 3, 4]);
  return { credits, ects: credits === 4 ? 7 : random.pick([5, 6]) };
}

/** The curriculum's own topics plus the courses every department of its kind has. */
function offeringsOf(curriculum: DepartmentCurriculum): Offering[] {
  const name = curriculum.department.name_en;
  const offerings: Offering[] = curriculum.topics.map(([year, en, tr, parts]) => ({
    year,
    en,
    tr,
    parts: parts ?? 1,
    kind: inferKind(en),
  }));
  if (curriculum.summerPractice === true) {
    offerings.push({
      year: 3,
      en: 'Summer Practice',
      tr: 'Yaz Stajı',
      parts: 1,
      kind: 'internship',
    });
  }
  offerings.push(
    {
      year: 4,
      en: `Special Topics in ${name}`,
      tr: `${curriculum.locativeTr} Özel Konular`,
      parts: 1,
      kind: 'special',
    },
    { year: 5, en: 'Graduate Seminar', tr: 'Lisansüstü Seminer', parts: 1, kind: 'seminar' },
    {
      year: 6,
      en: `Advanced Topics in ${name}`,
      tr: `${curriculum.locativeTr} İleri Konular`,
      parts: 1,
      kind: 'special',
    },
  );
  return offerings;
}

function drawInstructor(instructors: readonly string[], random: Random): string {
  const [first, ...rest] = instructors;
  if (first === undefined) throw new Error('A department without instructors cannot teach');
  return random.pick([first, ...rest]);
}

/** Every course of one department, numbered and described. */
export function buildDepartmentCourses(
  curriculum: DepartmentCurriculum,
  instructors: readonly string[],
  numbers: CourseNumbers,
  random: Random,
): CourseSeed[] {
  const { department } = curriculum;
  const courses: CourseSeed[] = [];
  for (const offering of offeringsOf(curriculum)) {
    const type = drawType(offering, curriculum.electiveType, random);
    const language: CourseLanguage = random.next() < curriculum.turkishShare ? 'tr' : 'en';
    const instructor = drawInstructor(instructors, random);
    const firstSemester = drawSemester(offering, type, 0, random);
    const first = numbers.allocate(department.code, offering.year, firstSemester, offering.parts);
    for (let part = 0; part < offering.parts; part += 1) {
      const nameEn = partName(offering.en, part, offering.parts);
      const nameTr = partName(offering.tr, part, offering.parts);
      const previous =
        part > 0
          ? {
              en: partName(offering.en, part - 1, offering.parts),
              tr: partName(offering.tr, part - 1, offering.parts),
            }
          : undefined;
      const description = describeCourse(
        {
          nameEn,
          nameTr,
          ...(previous === undefined ? {} : { previous }),
          kind: offering.kind,
          year: offering.year,
          type,
          fieldEn: curriculum.fieldEn,
          fieldTr: curriculum.fieldTr,
        },
        random,
      );
      courses.push({
        course_code: `${department.code} ${first + part}`,
        department_code: department.code,
        name_en: nameEn,
        name_tr: nameTr,
        ...drawCredits(offering.kind, offering.year, random),
        course_type: type,
        level: levelOf(offering.year),
        status: drawStatus(random),
        instructor_name: instructor,
        description_en: description.en,
        description_tr: description.tr,
        semester_offered: part === 0 ? firstSemester : drawSemester(offering, type, part, random),
        language,
      });
    }
  }
  return courses;
}

/** The university-wide courses (Turkish, the history of the revolution, academic English). */
export function buildCommonCourses(
  topics: readonly CommonTopic[],
  instructorsOf: (departmentCode: string) => readonly string[],
  random: Random,
): CourseSeed[] {
  const courses: CourseSeed[] = [];
  for (const topic of topics) {
    const instructor = drawInstructor(instructorsOf(topic.departmentCode), random);
    const year = Math.floor(topic.number / 100);
    for (let part = 0; part < topic.parts; part += 1) {
      const number = topic.number + part;
      const nameEn = partName(topic.en, part, topic.parts);
      const nameTr = partName(topic.tr, part, topic.parts);
      const description = describeCourse(
        {
          nameEn,
          nameTr,
          ...(part > 0
            ? {
                previous: {
                  en: partName(topic.en, part - 1, topic.parts),
                  tr: partName(topic.tr, part - 1, topic.parts),
                },
              }
            : {}),
          kind: 'lecture',
          year,
          type: 'mandatory',
          fieldEn: topic.fieldEn,
          fieldTr: topic.fieldTr,
        },
        random,
      );
      courses.push({
        course_code: `${topic.prefix} ${number}`,
        department_code: topic.departmentCode,
        name_en: nameEn,
        name_tr: nameTr,
        credits: topic.credits,
        ects: topic.ects,
        course_type: 'mandatory',
        level: 'undergraduate',
        status: 'active',
        instructor_name: instructor,
        description_en: description.en,
        description_tr: description.tr,
        semester_offered: number % 2 === 1 ? 'fall' : 'spring',
        language: topic.language,
      });
    }
  }
  return courses;
}

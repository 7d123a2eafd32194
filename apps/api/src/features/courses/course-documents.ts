import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { oneAfterAnother, type Executor } from '../../db/database';
import {
  guessLanguage,
  type DocumentProvider,
  type IndexedDocument,
} from '../../platform/indexed-documents';
import {
  experienceTextColumns,
  noRatingAggregates,
  ratingAggregateColumns,
  type RatingAggregates,
} from './course-columns';
import { courseExperiences, courses, departments } from './courses.tables';

/**
 * The courses' documents for the assistant, one unit per active course: the
 * course with its ratings as sentences (public), its grade distribution
 * (VIP), and each approved experience's public part (public) and VIP part
 * (VIP). No author is ever selected.
 */

const typeWords = {
  mandatory: ['mandatory', 'zorunlu'],
  elective: ['elective', 'seçmeli'],
  technical_elective: ['technical elective', 'teknik seçmeli'],
} as const;

function ratingText(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(1)}/5`;
}

async function readCourses(executor: Executor, courseIds: readonly string[] | undefined) {
  const only = courseIds === undefined ? undefined : inArray(courses.course_id, [...courseIds]);
  const approved = and(eq(courseExperiences.status, 'approved'), eq(courses.status, 'active'));
  const [courseRows, aggregateRows, gradeRows, experienceRows] = await oneAfterAnother([
    executor
      .select({
        course_id: courses.course_id,
        course_code: courses.course_code,
        name_en: courses.name_en,
        name_tr: courses.name_tr,
        credits: courses.credits,
        ects: courses.ects,
        course_type: courses.course_type,
        semester_offered: courses.semester_offered,
        language: courses.language,
        instructor_name: courses.instructor_name,
        description_en: courses.description_en,
        description_tr: courses.description_tr,
        department_en: departments.name_en,
        department_tr: departments.name_tr,
      })
      .from(courses)
      .innerJoin(departments, eq(departments.department_id, courses.department_id))
      .where(and(eq(courses.status, 'active'), only)),
    executor
      .select({
        course_id: courseExperiences.course_id,
        ...ratingAggregateColumns,
      })
      .from(courseExperiences)
      .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
      .where(and(approved, only))
      .groupBy(courseExperiences.course_id),
    executor
      .select({
        course_id: courseExperiences.course_id,
        grade: courseExperiences.grade_received,
        count: sql<number>`count(*)::int`,
      })
      .from(courseExperiences)
      .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
      .where(and(approved, only, isNotNull(courseExperiences.grade_received)))
      .groupBy(courseExperiences.course_id, courseExperiences.grade_received)
      .orderBy(courseExperiences.course_id, courseExperiences.grade_received),
    executor
      .select(experienceTextColumns)
      .from(courseExperiences)
      .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
      .where(and(approved, only)),
  ]);
  return { courseRows, aggregateRows, gradeRows, experienceRows };
}

type CourseData = Awaited<ReturnType<typeof readCourses>>;
type CourseRecord = CourseData['courseRows'][number];
type ExperienceRecord = CourseData['experienceRows'][number];

function describeCourse(
  course: CourseRecord,
  aggregates: RatingAggregates,
  grades: { grade: string | null; count: number }[],
): IndexedDocument[] {
  const path = `/courses/${course.course_id}`;
  const title = `${course.course_code} ${course.name_en} (${course.name_tr})`;
  const [typeEn, typeTr] = typeWords[course.course_type];
  const a = aggregates;
  const ratingsEn =
    a.count === 0
      ? 'No approved experiences yet.'
      : `From ${String(a.count)} approved experiences, students rate difficulty ${ratingText(a.rating_difficulty)}, workload ${ratingText(a.rating_workload)}, usefulness ${ratingText(a.rating_usefulness)} and grading fairness ${ratingText(a.rating_grading)}.`;
  const ratingsTr =
    a.count === 0
      ? 'Henüz onaylı deneyim yok.'
      : `${String(a.count)} onaylı deneyime göre zorluk ${ratingText(a.rating_difficulty)}, iş yükü ${ratingText(a.rating_workload)}, yararlılık ${ratingText(a.rating_usefulness)}, not verme adaleti ${ratingText(a.rating_grading)}.`;
  const body = [
    `${course.course_code} ${course.name_en} is a ${typeEn} course of ${course.department_en}, ${String(course.credits)} credits, ${String(course.ects)} ECTS, taught by ${course.instructor_name}. ${ratingsEn}`,
    course.description_en,
    `${course.course_code} ${course.name_tr}, ${course.department_tr} bölümünün ${typeTr} dersidir: ${String(course.credits)} kredi, ${String(course.ects)} AKTS, öğretim üyesi ${course.instructor_name}. ${ratingsTr}`,
    course.description_tr,
  ]
    .filter((text) => text.trim() !== '')
    .join('\n');
  const base = {
    unit_id: course.course_id,
    source_type: 'course' as const,
    source_id: course.course_id,
    language: 'both' as const,
    path,
    course_code: course.course_code,
  };
  const documents: IndexedDocument[] = [
    {
      ...base,
      part: 'course',
      title,
      body,
      visibility: 'public',
      facts: {
        course_id: course.course_id,
        course_code: course.course_code,
        name_en: course.name_en,
        name_tr: course.name_tr,
        credits: course.credits,
        ects: course.ects,
        instructor_name: course.instructor_name,
        ...aggregates,
      },
    },
  ];
  if (grades.length > 0) {
    const list = grades.map((row) => `${row.grade ?? ''} ${String(row.count)}`).join(', ');
    documents.push({
      ...base,
      part: 'grades',
      title: `${course.course_code} ${course.name_en}: grade distribution (not dağılımı)`,
      body: `Grade distribution of ${course.course_code} ${course.name_en} reported in approved experiences: ${list}.\n${course.course_code} ${course.name_tr} not dağılımı: ${list}.`,
      visibility: 'vip',
      facts: { grades: Object.fromEntries(grades.map((row) => [row.grade ?? '', row.count])) },
    });
  }
  return documents;
}

function describeExperience(course: CourseRecord, row: ExperienceRecord): IndexedDocument[] {
  const base = {
    unit_id: course.course_id,
    source_type: 'experience' as const,
    source_id: row.experience_id,
    language: guessLanguage(row.summary) ?? ('both' as const),
    path: `/courses/${course.course_id}`,
    course_code: course.course_code,
  };
  const title = `${course.course_code} ${course.name_en}: experience, ${row.semester}`;
  const ratings = `difficulty ${String(row.rating_difficulty)}/5, workload ${String(row.rating_workload)}/5, usefulness ${String(row.rating_usefulness)}/5, grading ${String(row.rating_grading)}/5`;
  const documents: IndexedDocument[] = [
    {
      ...base,
      part: 'summary',
      title,
      body: `${row.summary}\n(${row.semester}, ${row.instructor_name}; ${ratings})`,
      visibility: 'public',
      facts: { course_id: course.course_id, summary: row.summary, semester: row.semester },
    },
  ];
  const vipText = [
    row.details,
    row.exam_tips === '' ? '' : `Exam tips (sınav ipuçları): ${row.exam_tips}`,
    row.resources === '' ? '' : `Resources (kaynaklar): ${row.resources}`,
    row.grade_received === null ? '' : `Grade received (alınan not): ${row.grade_received}`,
  ].filter((text) => text.trim() !== '');
  if (vipText.length > 0)
    documents.push({
      ...base,
      part: 'vip',
      title: `${title} (VIP)`,
      body: vipText.join('\n'),
      visibility: 'vip',
      facts: { course_id: course.course_id },
    });
  return documents;
}

/** The assistant's documents of active courses (all, or those of `courseIds`). */
export const listCourseDocuments: DocumentProvider = async (executor, courseIds) => {
  const data = await readCourses(executor, courseIds);
  const aggregates = new Map(data.aggregateRows.map((row) => [row.course_id, row]));
  const grades = new Map<string, { grade: string | null; count: number }[]>();
  for (const row of data.gradeRows) {
    const list = grades.get(row.course_id) ?? [];
    list.push(row);
    grades.set(row.course_id, list);
  }
  const byCourse = new Map(data.courseRows.map((row) => [row.course_id, row]));
  const documents = data.courseRows.flatMap((course) =>
    describeCourse(
      course,
      aggregates.get(course.course_id) ?? noRatingAggregates,
      grades.get(course.course_id) ?? [],
    ),
  );
  for (const row of data.experienceRows) {
    const course = byCourse.get(row.course_id);
    if (course !== undefined) documents.push(...describeExperience(course, row));
  }
  return documents;
};

import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { courseExperiences, courses, departments } from './courses.tables';

/** The columns of a course as lists and pages show it (courseSummarySchema), with its department. */
export const courseSummaryColumns = {
  course_id: courses.course_id,
  course_code: courses.course_code,
  name_en: courses.name_en,
  name_tr: courses.name_tr,
  credits: courses.credits,
  ects: courses.ects,
  course_type: courses.course_type,
  level: courses.level,
  status: courses.status,
  instructor_name: courses.instructor_name,
  semester_offered: courses.semester_offered,
  language: courses.language,
  department: {
    department_id: departments.department_id,
    code: departments.code,
    name_en: departments.name_en,
    name_tr: departments.name_tr,
  },
};

/** A course with its descriptions (courseDetailCourseSchema): the course page and the edit form. */
export const courseDetailColumns = {
  ...courseSummaryColumns,
  description_en: courses.description_en,
  description_tr: courses.description_tr,
};

/** Mean of a rating over the rows of the group, two decimals, null without rows. */
function meanOf(column: AnyPgColumn) {
  return sql<number | null>`round(avg(${column})::numeric, 2)::float8`;
}

/** Count and mean ratings over a group of experiences (ratingAggregatesSchema). */
export const ratingAggregateColumns = {
  count: sql<number>`count(*)::int`,
  rating_difficulty: meanOf(courseExperiences.rating_difficulty),
  rating_workload: meanOf(courseExperiences.rating_workload),
  rating_usefulness: meanOf(courseExperiences.rating_usefulness),
  rating_grading: meanOf(courseExperiences.rating_grading),
};

/** What `ratingAggregateColumns` read. */
export interface RatingAggregates {
  count: number;
  rating_difficulty: number | null;
  rating_workload: number | null;
  rating_usefulness: number | null;
  rating_grading: number | null;
}

/** The aggregates of a group without experiences. */
export const noRatingAggregates: RatingAggregates = {
  count: 0,
  rating_difficulty: null,
  rating_workload: null,
  rating_usefulness: null,
  rating_grading: null,
};

/** What a person wrote about a course in an experience: its ratings, grade and texts. */
export const experienceTextColumns = {
  experience_id: courseExperiences.experience_id,
  course_id: courseExperiences.course_id,
  semester: courseExperiences.semester,
  instructor_name: courseExperiences.instructor_name,
  rating_difficulty: courseExperiences.rating_difficulty,
  rating_workload: courseExperiences.rating_workload,
  rating_usefulness: courseExperiences.rating_usefulness,
  rating_grading: courseExperiences.rating_grading,
  grade_received: courseExperiences.grade_received,
  summary: courseExperiences.summary,
  details: courseExperiences.details,
  exam_tips: courseExperiences.exam_tips,
  resources: courseExperiences.resources,
};

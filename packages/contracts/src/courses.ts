import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { trimmedText } from './schema-parts';

/** Whether a course is required by the programme. */
export const courseTypes = ['mandatory', 'elective', 'technical_elective'] as const;
/** The programme level a course belongs to. */
export const courseLevels = ['undergraduate', 'graduate', 'phd'] as const;
/** Only active courses appear in the public catalogue. */
export const courseStatuses = ['active', 'draft', 'archived'] as const;
/** When a course is usually taught. */
export const courseSemesters = ['fall', 'spring', 'both', 'summer'] as const;
/** The language a course is taught in. */
export const courseLanguages = ['en', 'tr'] as const;

export const courseTypeSchema = z.enum(courseTypes);
export const courseLevelSchema = z.enum(courseLevels);
export const courseStatusSchema = z.enum(courseStatuses);
export const courseSemesterSchema = z.enum(courseSemesters);
export const courseLanguageSchema = z.enum(courseLanguages);

export type CourseType = z.infer<typeof courseTypeSchema>;
export type CourseLevel = z.infer<typeof courseLevelSchema>;
export type CourseStatus = z.infer<typeof courseStatusSchema>;
export type CourseSemester = z.infer<typeof courseSemesterSchema>;
export type CourseLanguage = z.infer<typeof courseLanguageSchema>;

/** Course credit bounds (local credits and ECTS). */
export const courseLimits = {
  codeMaxLength: 12,
  nameMaxLength: 160,
  descriptionMaxLength: 4000,
  minCredits: 0,
  maxCredits: 12,
  minEcts: 0,
  maxEcts: 30,
} as const;

/** The letter grades of the Turkish 4.00 scale and their points. */
export const gradeScale = [
  { letter: 'AA', points: 4.0 },
  { letter: 'BA', points: 3.5 },
  { letter: 'BB', points: 3.0 },
  { letter: 'CB', points: 2.5 },
  { letter: 'CC', points: 2.0 },
  { letter: 'DC', points: 1.5 },
  { letter: 'DD', points: 1.0 },
  { letter: 'FD', points: 0.5 },
  { letter: 'FF', points: 0.0 },
] as const;

/**
 * How a course list can be ordered; a leading minus means descending. Names
 * sort in the order of the Turkish alphabet (ç after c, ı before i, …). By the
 * number of approved experiences or a mean rating, courses without approved
 * experiences come last in both directions. Ties go by course code.
 */
export const courseSorts = [
  'code',
  '-code',
  'name_en',
  '-name_en',
  'name_tr',
  '-name_tr',
  'credits',
  '-credits',
  'ects',
  '-ects',
  'experiences',
  '-experiences',
  'rating_difficulty',
  '-rating_difficulty',
  'rating_workload',
  '-rating_workload',
  'rating_usefulness',
  '-rating_usefulness',
  'rating_grading',
  '-rating_grading',
] as const;
export type CourseSort = (typeof courseSorts)[number];

/** `GET /coursefile/courses` query: filters, search and pagination. */
export const courseListQuerySchema = paginationQuerySchema.extend({
  /** Department code, for example CMPE. */
  department: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,8}$/, 'department must be a department code')
    .optional(),
  type: courseTypeSchema.optional(),
  level: courseLevelSchema.optional(),
  /** Only moderators may list draft or archived courses. */
  status: courseStatusSchema.optional(),
  /** Part of an instructor's name, matched with Turkish rules. */
  instructor: z.string().trim().max(100).optional(),
  /** Search over code, both names and instructor, matched with Turkish rules. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(courseSorts).default('code'),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

export const departmentSchema = z.object({
  department_id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_tr: z.string(),
  faculty_en: z.string(),
  faculty_tr: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

/** A course as the catalogue lists it. */
export const courseSummarySchema = z.object({
  course_id: z.uuid(),
  course_code: z.string(),
  name_en: z.string(),
  name_tr: z.string(),
  credits: z.number().int(),
  ects: z.number().int(),
  course_type: courseTypeSchema,
  level: courseLevelSchema,
  status: courseStatusSchema,
  instructor_name: z.string(),
  semester_offered: courseSemesterSchema,
  language: courseLanguageSchema,
  department: departmentSchema.pick({
    department_id: true,
    code: true,
    name_en: true,
    name_tr: true,
  }),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/**
 * Count and mean ratings (two decimals) over a course's approved experiences;
 * means are null without any. Open to everyone for active courses.
 */
export const ratingAggregatesSchema = z.object({
  count: z.number().int(),
  rating_difficulty: z.number().nullable(),
  rating_workload: z.number().nullable(),
  rating_usefulness: z.number().nullable(),
  rating_grading: z.number().nullable(),
});
export type RatingAggregates = z.infer<typeof ratingAggregatesSchema>;

/** A course in the catalogue's list: its summary and its approved experiences' count and means. */
export const courseListItemSchema = courseSummarySchema.extend({
  aggregates: ratingAggregatesSchema,
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const courseListSchema = pageSchema(courseListItemSchema);
export type CourseList = z.infer<typeof courseListSchema>;

/** `GET /coursefile/courses-constants`: everything a course form or filter needs. */
export const courseConstantsSchema = z.object({
  course_types: z.array(courseTypeSchema),
  course_levels: z.array(courseLevelSchema),
  course_statuses: z.array(courseStatusSchema),
  semesters: z.array(courseSemesterSchema),
  languages: z.array(courseLanguageSchema),
  sorts: z.array(z.enum(courseSorts)),
  departments: z.array(departmentSchema),
  page_sizes: z.array(z.number().int()),
  default_page_size: z.number().int(),
  grade_scale: z.array(z.object({ letter: z.string(), points: z.number() })),
});
export type CourseConstants = z.infer<typeof courseConstantsSchema>;

/** `CMPE 150`, `HIST 201A`: letters, a space, then digits with an optional letter. */
export const courseCodePattern = /^[A-Z]{2,8} \d{3,4}[A-Z]?$/;

/** `POST /coursefile/courses` and `PUT /coursefile/courses/{course_id}` (moderators). */
export const courseWriteBodySchema = z.object({
  course_code: z
    .string()
    .trim()
    .toUpperCase()
    .max(courseLimits.codeMaxLength)
    .regex(courseCodePattern, 'course code must look like CMPE 150'),
  department_id: z.number().int().positive(),
  name_en: trimmedText(2, courseLimits.nameMaxLength),
  name_tr: trimmedText(2, courseLimits.nameMaxLength),
  credits: z.number().int().min(courseLimits.minCredits).max(courseLimits.maxCredits),
  ects: z.number().int().min(courseLimits.minEcts).max(courseLimits.maxEcts),
  course_type: courseTypeSchema,
  level: courseLevelSchema,
  status: courseStatusSchema,
  instructor_name: trimmedText(2, 120),
  semester_offered: courseSemesterSchema,
  language: courseLanguageSchema,
  description_en: z.string().trim().max(courseLimits.descriptionMaxLength).default(''),
  description_tr: z.string().trim().max(courseLimits.descriptionMaxLength).default(''),
});
export type CourseWriteBody = z.infer<typeof courseWriteBodySchema>;
export type CourseWriteInput = z.input<typeof courseWriteBodySchema>;

/** A course with its descriptions, as the course page and the edit form read it. */
export const courseDetailCourseSchema = courseSummarySchema.extend({
  description_en: z.string(),
  description_tr: z.string(),
});
export type CourseDetailCourse = z.infer<typeof courseDetailCourseSchema>;

/** `GET /coursefile/statistics` (public): what the home statistics show. */
export const courseStatisticsSchema = z.object({
  /** Active courses: their aggregate ratings and public experiences are open to everyone. */
  open_courses: z.number().int(),
  /** Active courses with at least one approved experience: VIP data exists for them. */
  vip_courses: z.number().int(),
  /** Approved experiences of active courses. */
  approved_experiences: z.number().int(),
});
export type CourseStatistics = z.infer<typeof courseStatisticsSchema>;

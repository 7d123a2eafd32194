import { z } from 'zod';
import { courseDetailCourseSchema, gradeScale, ratingAggregatesSchema } from './courses';
import { reviewNoteBodySchema, reviewStatuses } from './moderation';
import {
  cursorPageSchema,
  cursorPaginationQuerySchema,
  pageSchema,
  paginationQuerySchema,
} from './pagination';
import { hasModeratorAccess, type UserRole } from './roles';
import { trimmedText } from './schema-parts';

/** A contribution waits for review, then is approved (published) or rejected (with a note). */
export const experienceStatuses = reviewStatuses;
export const experienceStatusSchema = z.enum(experienceStatuses);
export type ExperienceStatus = z.infer<typeof experienceStatusSchema>;

/** PRODUCT.md: VIP access unlocks with 3 approved contributions. */
export const vipContributionThreshold = 3;

/** Whether someone reads the VIP part of course data, and how many contributions they still need. */
export interface VipAccess {
  isVip: boolean;
  /** Approved contributions still needed (0 once VIP; the whole threshold for a visitor). */
  contributionsNeeded: number;
}

/**
 * The VIP rule (PRODUCT.md "Courses"), for the API and the web alike: moderators and admins,
 * approved graduates (an active graduate account), and students from
 * `vipContributionThreshold` approved contributions. A visitor (null) is not VIP, nor a graduate
 * whose application waits, whatever they contributed.
 */
export function vipAccessOf(
  person: { role: UserRole; active: boolean; approvedContributions: number } | null,
): VipAccess {
  if (person === null) return { isVip: false, contributionsNeeded: vipContributionThreshold };
  if (hasModeratorAccess(person.role) || (person.role === 'graduate' && person.active))
    return { isVip: true, contributionsNeeded: 0 };
  if (person.role === 'graduate') return { isVip: false, contributionsNeeded: 0 };
  const needed = Math.max(0, vipContributionThreshold - person.approvedContributions);
  return { isVip: needed === 0, contributionsNeeded: needed };
}

/** Text and rating limits of a course experience. */
export const experienceLimits = {
  minRating: 1,
  maxRating: 5,
  instructorNameMaxLength: 120,
  summaryMinLength: 20,
  summaryMaxLength: 2000,
  vipTextMaxLength: 4000,
  reviewNoteMaxLength: 1000,
} as const;

/** The letters of the grade scale (AA … FF). */
export const gradeLetters = gradeScale.map((grade) => grade.letter) as [
  (typeof gradeScale)[number]['letter'],
  ...(typeof gradeScale)[number]['letter'][],
];
export const gradeLetterSchema = z.enum(gradeLetters);
export type GradeLetter = z.infer<typeof gradeLetterSchema>;

/** `2025-fall`, `2026-spring`, `2026-summer`. */
export const experienceSemesterSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(fall|spring|summer)$/, 'semester must look like 2025-fall');

const ratingSchema = z
  .number()
  .int()
  .min(experienceLimits.minRating)
  .max(experienceLimits.maxRating);

const vipTextSchema = z.string().trim().max(experienceLimits.vipTextMaxLength);

/** `POST /coursefile/courses/{course_id}/experiences`. */
export const experienceCreateBodySchema = z.object({
  semester: experienceSemesterSchema,
  instructor_name: trimmedText(1, experienceLimits.instructorNameMaxLength),
  rating_difficulty: ratingSchema,
  rating_workload: ratingSchema,
  rating_usefulness: ratingSchema,
  rating_grading: ratingSchema,
  grade_received: gradeLetterSchema.optional(),
  /** The public part. */
  summary: trimmedText(experienceLimits.summaryMinLength, experienceLimits.summaryMaxLength),
  /** The VIP part. */
  details: vipTextSchema.optional(),
  exam_tips: vipTextSchema.optional(),
  resources: vipTextSchema.optional(),
});
export type ExperienceCreateBody = z.infer<typeof experienceCreateBodySchema>;

/** The part of an approved experience everyone may read. */
export const publicExperienceSchema = z.object({
  experience_id: z.uuid(),
  course_id: z.uuid(),
  semester: z.string(),
  instructor_name: z.string(),
  rating_difficulty: z.number().int(),
  rating_workload: z.number().int(),
  rating_usefulness: z.number().int(),
  rating_grading: z.number().int(),
  summary: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type PublicExperience = z.infer<typeof publicExperienceSchema>;

/** An experience in full, for VIP access only. */
export const vipExperienceSchema = publicExperienceSchema.extend({
  grade_received: gradeLetterSchema.nullable(),
  details: z.string(),
  exam_tips: z.string(),
  resources: z.string(),
});
export type VipExperience = z.infer<typeof vipExperienceSchema>;

/** The author's own contribution (or a moderator's view): everything, with status and note. */
export const ownExperienceSchema = vipExperienceSchema.extend({
  status: experienceStatusSchema,
  review_note: z.string().nullable(),
  reviewed_at: z.iso.datetime({ offset: true }).nullable(),
  course_code: z.string(),
});
export type OwnExperience = z.infer<typeof ownExperienceSchema>;

/**
 * An experience in the moderators' review queue: everything, and who wrote
 * it (for spam and conflicts of interest). Never shown to students.
 */
export const reviewExperienceSchema = ownExperienceSchema.extend({
  author_id: z.uuid(),
  /** "Elif Ç."; null when the account no longer exists. */
  author_name: z.string().nullable(),
});
export type ReviewExperience = z.infer<typeof reviewExperienceSchema>;

export const publicExperienceListSchema = cursorPageSchema(publicExperienceSchema);
export const reviewExperienceListSchema = pageSchema(reviewExperienceSchema);
export type ReviewExperienceList = z.infer<typeof reviewExperienceListSchema>;
export const vipExperienceListSchema = cursorPageSchema(vipExperienceSchema);
export const ownExperienceListSchema = pageSchema(ownExperienceSchema);
export type PublicExperienceList = z.infer<typeof publicExperienceListSchema>;
export type VipExperienceList = z.infer<typeof vipExperienceListSchema>;
export type OwnExperienceList = z.infer<typeof ownExperienceListSchema>;

/** `GET /coursefile/courses/{course_id}` without VIP access. */
export const publicCourseDetailSchema = z.object({
  course: courseDetailCourseSchema,
  aggregates: ratingAggregatesSchema,
  is_vip: z.boolean(),
  /** How many more approved contributions unlock VIP access (0 with it). */
  contributions_needed: z.number().int(),
});
export type PublicCourseDetail = z.infer<typeof publicCourseDetailSchema>;

/** `GET /coursefile/courses/{course_id}` with VIP access. */
export const vipCourseDetailSchema = publicCourseDetailSchema.extend({
  /** Letter → how many approved experiences received it. */
  grade_distribution: z.record(z.string(), z.number().int()),
  /** Instructor name → count and mean ratings. */
  instructors: z.record(z.string(), ratingAggregatesSchema),
});
export type VipCourseDetail = z.infer<typeof vipCourseDetailSchema>;

/** Either answer; the route picks the schema by the caller's access. */
export const courseDetailSchema = z.union([vipCourseDetailSchema, publicCourseDetailSchema]);
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseIdParamsSchema = z.object({ course_id: z.uuid() });
export const experienceIdParamsSchema = z.object({ id: z.uuid() });

/** A course's approved experiences, newest first: a page by number, or the one after a `next_cursor`. */
export const experienceListQuerySchema = cursorPaginationQuerySchema;
export type ExperienceListQuery = z.infer<typeof experienceListQuerySchema>;
export const experienceReviewQuerySchema = paginationQuerySchema.extend({
  status: experienceStatusSchema.default('waiting'),
});
export type ExperienceReviewQuery = z.infer<typeof experienceReviewQuerySchema>;

/** `POST /coursefile/review/experiences/{id}/reject`. */
export const experienceRejectBodySchema = reviewNoteBodySchema(
  experienceLimits.reviewNoteMaxLength,
);
export type ExperienceRejectBody = z.infer<typeof experienceRejectBodySchema>;

import { z } from 'zod';

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

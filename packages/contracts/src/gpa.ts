import { z } from 'zod';
import { gradeLetterSchema } from './course-experiences';

/** Bounds of the GPA calculator, shared by the page and the copy kept in the profile. */
export const gpaLimits = {
  maxSemesters: 40,
  maxCoursesPerSemester: 40,
  maxTextLength: 200,
  minCredits: 0,
  maxCredits: 30,
  minPlannerCredits: 1,
  maxPlannerCredits: 60,
  minTarget: 0,
  maxTarget: 4,
} as const;

const gpaTextSchema = z.string().max(gpaLimits.maxTextLength);

/** One course row of the calculator; credits and grade stay empty (null) until filled in. */
export const gpaCourseSchema = z.object({
  id: z.string().min(1).max(gpaLimits.maxTextLength),
  code: gpaTextSchema,
  name: gpaTextSchema,
  credits: z.number().min(gpaLimits.minCredits).max(gpaLimits.maxCredits).nullable(),
  grade: gradeLetterSchema.nullable(),
});
export type GpaCourseRecord = z.infer<typeof gpaCourseSchema>;

export const gpaSemesterSchema = z.object({
  id: z.string().min(1).max(gpaLimits.maxTextLength),
  name: gpaTextSchema,
  courses: z.array(gpaCourseSchema).max(gpaLimits.maxCoursesPerSemester),
});
export type GpaSemesterRecord = z.infer<typeof gpaSemesterSchema>;

/** The whole calculator: `PUT /profile/me/gpa` body. */
export const gpaPlanSchema = z.object({
  semesters: z.array(gpaSemesterSchema).max(gpaLimits.maxSemesters),
  planner: z.object({
    target: z.number().min(gpaLimits.minTarget).max(gpaLimits.maxTarget).nullable(),
    next_credits: z
      .number()
      .min(gpaLimits.minPlannerCredits)
      .max(gpaLimits.maxPlannerCredits)
      .nullable(),
  }),
});
export type GpaPlan = z.infer<typeof gpaPlanSchema>;

/** `GET /profile/me/gpa` and the answer of `PUT`: the saved calculator, or null before the first save. */
export const savedGpaPlanSchema = z.object({
  plan: gpaPlanSchema.nullable(),
  updated_at: z.iso.datetime({ offset: true }).nullable(),
});
export type SavedGpaPlan = z.infer<typeof savedGpaPlanSchema>;

import { courseIdParamsSchema } from '@campus/contracts';

/** Whether a route parameter is a course id the API can know (a UUID). */
export function isCourseId(value: string | null | undefined): value is string {
  return (
    value !== null &&
    value !== undefined &&
    courseIdParamsSchema.shape.course_id.safeParse(value).success
  );
}

import { z } from 'zod';
import {
  courseDetailSchema,
  courseIdParamsSchema,
  experienceCreateBodySchema,
  experienceIdParamsSchema,
  experienceListQuerySchema,
  experienceRejectBodySchema,
  experienceReviewQuerySchema,
  reviewExperienceListSchema,
  ownExperienceListSchema,
  ownExperienceSchema,
  publicExperienceListSchema,
  vipExperienceListSchema,
} from './course-experiences';
import { defineEndpoints } from './endpoint';
import { waitingCountSchema } from './moderation';
import { paginationQuerySchema } from './pagination';

/** A course's approved experiences: VIP answers are tried first; without the VIP fields an answer can only match the public schema. */
export const courseExperienceListSchema = z.union([
  vipExperienceListSchema,
  publicExperienceListSchema,
]);
export type CourseExperienceList = z.infer<typeof courseExperienceListSchema>;

/**
 * A course's page and the experiences shared about courses. They belong to the
 * courses feature (one API reference tag, one query-key root), so their names
 * differ from those of `courseEndpoints`.
 */
export const courseExperienceEndpoints = defineEndpoints('courses', {
  getCourse: {
    method: 'GET',
    path: '/coursefile/courses/:course_id',
    access: 'public',
    summary:
      'A course with its aggregate ratings; grade distribution and instructors with VIP access',
    params: courseIdParamsSchema,
    response: courseDetailSchema,
    problems: [401, 403, 404, 409],
  },
  listApproved: {
    method: 'GET',
    path: '/coursefile/courses/:course_id/experiences',
    access: 'public',
    summary: 'Approved experiences of a course: the public part, or everything with VIP access',
    params: courseIdParamsSchema,
    query: experienceListQuerySchema,
    response: courseExperienceListSchema,
    problems: [401, 403, 404, 409],
  },
  share: {
    method: 'POST',
    path: '/coursefile/courses/:course_id/experiences',
    access: 'signed-in',
    summary: 'Share an experience of a course; it waits for review',
    params: courseIdParamsSchema,
    body: experienceCreateBodySchema,
    status: 201,
    response: ownExperienceSchema,
    problems: [403, 404, 409],
  },
  listOwn: {
    method: 'GET',
    path: '/coursefile/my-experiences',
    access: 'signed-in',
    summary: 'The signed-in person’s contributions with status and the reviewer’s note',
    query: paginationQuerySchema,
    response: ownExperienceListSchema,
    problems: [403, 404, 409],
  },
  listForReview: {
    method: 'GET',
    path: '/coursefile/review/experiences',
    access: 'moderator',
    summary:
      'The review queue of experiences with their authors, oldest first (moderators and admins)',
    query: experienceReviewQuerySchema,
    response: reviewExperienceListSchema,
    problems: [404, 409],
  },
  countWaiting: {
    method: 'GET',
    path: '/coursefile/review/experiences/waiting-count',
    access: 'moderator',
    summary: 'How many experiences wait for review (moderators and admins)',
    response: waitingCountSchema,
  },
  approve: {
    method: 'POST',
    path: '/coursefile/review/experiences/:id/approve',
    access: 'moderator',
    summary: 'Approve a waiting experience (moderators and admins)',
    params: experienceIdParamsSchema,
    response: ownExperienceSchema,
    problems: [404, 409],
  },
  reject: {
    method: 'POST',
    path: '/coursefile/review/experiences/:id/reject',
    access: 'moderator',
    summary: 'Reject a waiting experience with a note for its author (moderators and admins)',
    params: experienceIdParamsSchema,
    body: experienceRejectBodySchema,
    response: ownExperienceSchema,
    problems: [404, 409],
  },
  remove: {
    method: 'DELETE',
    path: '/coursefile/review/experiences/:id',
    access: 'moderator',
    summary: 'Delete an experience (moderators and admins)',
    params: experienceIdParamsSchema,
    status: 204,
    response: 'empty',
    problems: [404, 409],
  },
});

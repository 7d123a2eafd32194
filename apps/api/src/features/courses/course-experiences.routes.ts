import { courseExperienceEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { CourseExperiencesService } from './course-experiences.service';

export const courseExperiencesRoutes = endpointRoutes(
  courseExperienceEndpoints,
  ({ service }: { service: CourseExperiencesService }) => ({
    // A course page's public reads: anonymous answers are kept a few seconds.
    getCourse: {
      keepPublicAnswers: true,
      handler: (request) => service.courseDetail(request.params.course_id, request.user),
    },
    listApproved: {
      keepPublicAnswers: true,
      handler: (request) =>
        service.listApproved(request.params.course_id, request.query, request.user),
    },
    share: {
      rateLimit: { max: 20, timeWindow: 60 * 60_000 },
      handler: (request) =>
        service.create(request.params.course_id, request.body, requireUser(request)),
    },
    listOwn: (request) => service.listOwn(requireUser(request), request.query),
    listForReview: (request) => service.listForReview(request.query),
    countWaiting: async () => ({ count: await service.countWaiting() }),
    approve: (request) => service.approve(request.params.id, requireUser(request)),
    reject: (request) => service.reject(request.params.id, request.body, requireUser(request)),
    remove: (request) => service.remove(request.params.id, requireUser(request)),
  }),
);

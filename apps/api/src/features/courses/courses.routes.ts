import { courseEndpoints } from '@campus/contracts';
import { endpointRoutes } from '../../platform/endpoints';
import type { CoursesService } from './courses.service';

const { list, getConstants, getStatistics } = courseEndpoints;

/**
 * The catalogue's public reads (its writes are in `courses-admin.routes.ts`); the list's
 * anonymous answers are kept a few seconds (`keepPublicAnswers`).
 */
export const coursesRoutes = endpointRoutes(
  { list, getConstants, getStatistics },
  ({ service }: { service: CoursesService }) => ({
    list: {
      keepPublicAnswers: true,
      handler: (request) => service.findCourses(request.query, request.user),
    },
    getConstants: () => service.findConstants(),
    getStatistics: () => service.findStatistics(),
  }),
);

import { courseEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { CoursesAdminService } from './courses-admin.service';

const { create, update } = courseEndpoints;

/** The catalogue's writes, for moderators (its reads are in `courses.routes.ts`). */
export const coursesAdminRoutes = endpointRoutes(
  { create, update },
  ({ service }: { service: CoursesAdminService }) => ({
    create: (request) => service.create(request.body, requireUser(request)),
    update: (request) =>
      service.update(request.params.course_id, request.body, requireUser(request)),
  }),
);

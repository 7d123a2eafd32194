import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { SourceChanged } from '../../platform/indexed-documents';
import type { People } from '../../platform/people';
import { courseExperiencesRoutes } from './course-experiences.routes';
import {
  createCourseExperiencesService,
  type CourseExperiencesDependencies,
} from './course-experiences.service';
import { coursesAdminRoutes } from './courses-admin.routes';
import { createCoursesAdminService } from './courses-admin.service';
import { createCoursesRepository } from './courses.repository';
import { coursesRoutes } from './courses.routes';
import { createCoursesService } from './courses.service';

/**
 * The catalogue and its experiences: courses for everyone, their
 * administration, and the experiences whose approved contributions unlock VIP
 * access (counted in `user_current`, announced as reviews are made).
 */
export function createCoursesFeature(
  platform: FeaturePlatform,
  needs: {
    people: People;
    sourceChanged: SourceChanged;
    /** Whether an author is a student, read in the review's transaction. */
    roleOf: CourseExperiencesDependencies['roleOf'];
  },
) {
  const { db } = platform;
  const courses = createCoursesService(createCoursesRepository(db));
  const experiences = createCourseExperiencesService({
    db,
    events: platform.events,
    roleOf: needs.roleOf,
    sourceChanged: needs.sourceChanged,
    // Moderators see who wrote what they review.
    namesOf: (userIds) => needs.people.namesOf(userIds),
  });
  return defineFeature({
    courses,
    experiences,
    async registerRoutes(api: FastifyInstance) {
      await api.register(coursesRoutes, { service: courses });
      await api.register(coursesAdminRoutes, {
        service: createCoursesAdminService(db, needs.sourceChanged),
      });
      await api.register(courseExperiencesRoutes, { service: experiences });
    },
    exportOwn: async (user) => ({
      course_experiences: await experiences.exportOwn(user.userId),
    }),
  });
}

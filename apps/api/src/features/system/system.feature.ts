import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import { redisStateOf } from '../../platform/redis';
import { apiVersion } from '../../version';
import type { People } from '../../platform/people';
import { createMaintenanceGate } from './maintenance-gate';
import { createSystemRepository } from './system.repository';
import { systemRoutes } from './system.routes';
import { createSystemService, type SystemServiceDependencies } from './system.service';

/**
 * The platform's settings and health: maintenance mode (its gate in front of
 * every API route), whether staff must use two-step sign-in, the public
 * configuration and the health check.
 */
export function createSystemFeature(
  platform: FeaturePlatform,
  needs: {
    people: People;
    /** The accounts' two-step sign-in, asked when an admin requires it of staff. */
    twoStep: SystemServiceDependencies['twoStep'];
  },
) {
  const { env } = platform;
  const repository = createSystemRepository(platform.db);
  const maintenance = createMaintenanceGate(repository);
  return defineFeature({
    /** Refuses API calls while the platform is in maintenance (admins and sign-in pass). */
    maintenance,
    isTwoStepRequiredForStaff: () => repository.findSetting('two_step_required'),
    async registerRoutes(api: FastifyInstance) {
      await api.register(systemRoutes, {
        database: platform.database,
        repository,
        service: createSystemService({
          db: platform.db,
          namesOf: (userIds) => needs.people.namesOf(userIds),
          twoStep: needs.twoStep,
          onMaintenanceSwitched: () => {
            maintenance.forget();
          },
        }),
        version: apiVersion,
        contactEmail: env.contactEmail,
        gaMeasurementId: env.gaMeasurementId,
        googleSignIn: env.google !== undefined,
        redisState: () => redisStateOf(platform.redis),
      });
    },
  });
}

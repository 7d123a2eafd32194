import type { FastifyInstance } from 'fastify';
import { healthSchema, systemEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { DatabaseHandle } from '../../db/database';
import type { SystemRepository } from './system.repository';
import type { SystemService } from './system.service';
import { createDatabaseProbe } from './database-probe';

export interface SystemRoutesOptions {
  database: Pick<DatabaseHandle, 'ping'>;
  repository: SystemRepository;
  service: SystemService;
  version: string;
  contactEmail: string;
  gaMeasurementId: string | undefined;
  /** Whether Google sign-in is configured (GOOGLE_CLIENT_ID and friends). */
  googleSignIn: boolean;
  /** Whether the configured Redis answers. */
  redisState: () => 'up' | 'down' | 'not_configured';
}

/**
 * The health check's 503 carries the health body, not a problem: the API
 * reference documents it with that schema (and the answer is checked by it).
 */
function documentHealthOutage(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint !== systemEndpoints.checkHealth) return;
    const response = (route.schema?.response ?? {}) as Record<number, unknown>;
    response[503] = healthSchema;
  });
}

export const systemRoutes = endpointRoutes(systemEndpoints, (options: SystemRoutesOptions, app) => {
  documentHealthOutage(app);
  const database = createDatabaseProbe(options.database.ping, (error) => {
    app.log.warn({ err: error }, 'health check: database unreachable');
  });
  return {
    checkHealth: {
      rateLimit: false,
      handler: async (request, reply) => {
        const uptime = Math.round(process.uptime());
        const redis = options.redisState();
        if (await database.isUp()) {
          if (redis === 'down') request.log.warn('health check: Redis unreachable');
          return {
            status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
            database: 'up' as const,
            redis,
            version: options.version,
            uptime_seconds: uptime,
          };
        }
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({
            status: 'unavailable' as const,
            database: 'down' as const,
            redis,
            version: options.version,
            uptime_seconds: uptime,
          });
      },
    },
    getStatus: async () => ({
      maintenance_mode: await options.repository.findSetting('maintenance_mode'),
      contact_email: options.contactEmail,
      ga_measurement_id: options.gaMeasurementId ?? null,
      google_sign_in: options.googleSignIn,
    }),
    getSettings: () => options.service.settings(),
    updateSettings: (request) => options.service.update(request.body, requireUser(request)),
  };
});

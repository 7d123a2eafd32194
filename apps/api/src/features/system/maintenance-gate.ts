import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import type { SystemRepository } from './system.repository';

/** How long one reading of the switch is trusted, so that a request costs no extra query. */
const readingLifetimeMs = 1_000;

/** What the API answers while maintenance mode is on: try again in five minutes. */
const retryAfterSeconds = 300;

export const maintenanceMessage =
  'CampusHub is under maintenance. Please try again in a few minutes.';

/**
 * Maintenance mode in the API (not only in the web app): while it is on, every
 * endpoint answers 503 with Retry-After to all but admins, except those whose
 * contract says `openInMaintenance` (the status, signing in, what the start
 * page shows). The switch is read at most once a second per process, and at
 * once after this process changed it.
 */
export function createMaintenanceGate(repository: Pick<SystemRepository, 'findSetting'>) {
  let reading: { value: Promise<boolean>; readAt: number } | undefined;

  function isOn(): Promise<boolean> {
    const now = Date.now();
    if (reading === undefined || now - reading.readAt > readingLifetimeMs) {
      const value = repository.findSetting('maintenance_mode');
      // A failed reading is not kept: the next request reads again.
      value.catch(() => {
        reading = undefined;
      });
      reading = { value, readAt: now };
    }
    return reading.value;
  }

  return {
    isOn,
    /** Forgets the reading, after this process switched maintenance mode. */
    forget(): void {
      reading = undefined;
    },
    /** The hook of the API scope; registered after the auth hook, which names the caller. */
    register(api: FastifyInstance): void {
      api.addHook('onRequest', async (request) => {
        const endpoint = request.routeOptions.config.endpoint;
        if (endpoint === undefined || endpoint.openInMaintenance === true) return;
        if (request.user?.role === 'admin') return;
        if (!(await isOn())) return;
        throw new AppError(503, 'maintenance', maintenanceMessage, undefined, {
          'retry-after': String(retryAfterSeconds),
        });
      });
    },
  };
}

export type MaintenanceGate = ReturnType<typeof createMaintenanceGate>;

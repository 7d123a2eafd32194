import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthSchema,
  problemSchema,
  systemSettingsBodySchema,
  systemSettingsSchema,
  systemStatusSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { DatabaseHandle } from '../../db/database';
import type { SystemRepository } from './system.repository';
import type { SystemService } from './system.service';

export interface SystemRoutesOptions {
  database: Pick<DatabaseHandle, 'ping'>;
  repository: SystemRepository;
  service: SystemService;
  version: string;
  contactEmail: string;
  gaMeasurementId: string | undefined;
  /** Whether Google sign-in is configured (GOOGLE_CLIENT_ID and friends). */
  googleSignIn: boolean;
}

/** How long the health check waits for the database before calling it down. */
const pingTimeoutMs = 2_000;

function withTimeout(promise: Promise<void>, milliseconds: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('database ping timed out'));
    }, milliseconds);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      config: { isPublic: true, rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Whether the API and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const uptime = Math.round(process.uptime());
      try {
        await withTimeout(options.database.ping(), pingTimeoutMs);
        return {
          status: 'ok' as const,
          database: 'up' as const,
          version: options.version,
          uptime_seconds: uptime,
        };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({
            status: 'unavailable' as const,
            database: 'down' as const,
            version: options.version,
            uptime_seconds: uptime,
          });
      }
    },
  );

  app.get(
    '/system/status',
    {
      config: { isPublic: true },
      schema: {
        tags: ['system'],
        summary: 'Public switches the web app reads on start',
        response: { 200: systemStatusSchema },
      },
    },
    async () => ({
      maintenance_mode: await options.repository.findSetting('maintenance_mode'),
      contact_email: options.contactEmail,
      ga_measurement_id: options.gaMeasurementId ?? null,
      google_sign_in: options.googleSignIn,
    }),
  );

  const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

  app.get(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        summary: 'The system settings (maintenance mode) with their last change (admins)',
        security: [{ bearerAuth: [] }],
        response: { 200: systemSettingsSchema, ...problems },
      },
    },
    async () => options.service.settings(),
  );

  app.put(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        summary: 'Switch maintenance mode on or off (admins; audited)',
        security: [{ bearerAuth: [] }],
        body: systemSettingsBodySchema,
        response: { 200: systemSettingsSchema, ...problems },
      },
    },
    async (request) => options.service.update(request.body, requireUser(request)),
  );
};

import type { FastifyInstance } from 'fastify';
import { allItems } from '../../platform/all-pages';
import type { AuthenticateToken } from '../../platform/auth';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import { createNotificationHub } from './notifications.hub';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

/**
 * Notifications, made from the domain events at most once per event and
 * person, pushed live to each person's open streams (through Redis pub/sub
 * when several API processes share it).
 */
export function createNotificationsFeature(
  platform: FeaturePlatform,
  needs: { authenticate: AuthenticateToken },
) {
  const hub = createNotificationHub({ redis: platform.redis, log: platform.log });
  const service = createNotificationsService({ db: platform.db, hub });
  service.subscribeTo(platform.events);
  return defineFeature({
    service,
    addHooks(app: FastifyInstance) {
      app.addHook('onClose', async () => {
        await hub.close();
      });
    },
    async registerRoutes(api: FastifyInstance) {
      await api.register(notificationsRoutes, { service, authenticate: needs.authenticate });
    },
    exportOwn: async (user) => ({
      notifications: await allItems((page) => service.list({ ...page, unread: false }, user)),
    }),
  });
}

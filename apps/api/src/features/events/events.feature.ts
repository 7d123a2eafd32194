import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { SourceChanged } from '../../platform/indexed-documents';
import { eventsRoutes } from './events.routes';
import { createEventsService } from './events.service';

/**
 * The events board: moderators manage events and their images, signed-in
 * people read the active ones in the navbar's drawer.
 */
export function createEventsFeature(
  platform: FeaturePlatform,
  needs: { sourceChanged: SourceChanged },
) {
  const service = createEventsService({
    db: platform.db,
    files: platform.files,
    appUrl: platform.env.appUrl,
    sourceChanged: needs.sourceChanged,
  });
  return defineFeature({
    /** Active events with a date from now on (the home page's count). */
    countUpcomingActive: () => service.countUpcomingActive(),
    /** Whether an event exists (an alarm about it may be set). */
    async exists(eventId: string): Promise<boolean> {
      try {
        await service.get(eventId);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return false;
        throw error;
      }
    },
    async registerRoutes(api: FastifyInstance) {
      await api.register(eventsRoutes, { service });
    },
  });
}

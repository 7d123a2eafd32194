import { feedbackEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { FeedbackService } from './feedback.service';

/** A person sends a few items an hour at most. */
const writeLimit = { max: 20, timeWindow: 60 * 60_000 };

export const feedbackRoutes = endpointRoutes(
  feedbackEndpoints,
  ({ service }: { service: FeedbackService }) => ({
    sendFeedback: {
      rateLimit: writeLimit,
      handler: (request) => service.createFeedback(request.body, requireUser(request)),
    },
    sendSuggestion: {
      rateLimit: writeLimit,
      handler: (request) => service.createSuggestion(request.body, requireUser(request)),
    },
    listOwn: (request) => service.listOwn(request.query, requireUser(request)),
    listAll: (request) => service.list(request.query),
    countWaiting: async (request) => ({ count: await service.countNew(request.query.kind) }),
    review: (request) => service.review(request.params.item_id, request.body, requireUser(request)),
  }),
);

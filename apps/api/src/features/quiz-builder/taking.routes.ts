import type { FastifyPluginAsync } from 'fastify';
import { qbBundlePreviewEndpoints, quizTakingEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes, registerEndpoint } from '../../platform/endpoints';
import type { QbTakingService } from './taking.service';

interface TakingOptions {
  service: QbTakingService;
}

const takingRoutes = endpointRoutes(quizTakingEndpoints, ({ service }: TakingOptions) => ({
  listOpen: (request) => service.openQuizzes(requireUser(request)),
  getQuiz: (request) => service.quiz(request.params.quiz_id, requireUser(request)),
  saveAnswer: (request) =>
    service.answer(
      request.params.quiz_id,
      request.params.question_id,
      request.body,
      requireUser(request),
    ),
  complete: (request) => service.complete(request.params.quiz_id, requireUser(request)),
  retake: (request) => service.retake(request.params.quiz_id, requireUser(request)),
  getBundle: (request) => service.bundle(request.params.bundle_id, requireUser(request)),
}));

/**
 * Taking quizzes (signed-in users): `GET /quizzes`, `GET /quizzes/{quiz_id}`,
 * `PUT /quizzes/{quiz_id}/answers/{question_id}`, `POST …/complete`,
 * `POST …/retake`, `GET /bundles/{bundle_id}`; and the admins' preview of a
 * bundle, `GET /admin/qb/bundle/preview/{bundle_id}` (a quiz builder call).
 */
export const qbTakingRoutes: FastifyPluginAsync<TakingOptions> = async (app, options) => {
  await takingRoutes(app, options);
  registerEndpoint(app, qbBundlePreviewEndpoints.previewBundle, (request) =>
    options.service.preview(request.params.bundle_id),
  );
};

import { qbQuizEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { QbQuizzesService } from './quizzes.service';

/**
 * The quiz builder's calls for quizzes (admins only): `GET /admin/qb/quiz/main/all`,
 * `POST …/main` and `GET|PUT|DELETE …/main/{quiz_id}`.
 */
export const qbQuizRoutes = endpointRoutes(
  qbQuizEndpoints,
  ({ service }: { service: QbQuizzesService }) => ({
    listQuizzes: (request) => service.findQuizzes(request.query),
    createQuiz: (request) => service.createQuiz(request.body, requireUser(request)),
    getQuiz: (request) => service.findQuiz(request.params.quiz_id),
    updateQuiz: (request) =>
      service.updateQuiz(request.params.quiz_id, request.body, requireUser(request)),
    removeQuiz: (request) => service.deleteQuiz(request.params.quiz_id, requireUser(request)),
  }),
);

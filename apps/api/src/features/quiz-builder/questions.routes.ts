import { qbQuestionEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { QbQuestionsService } from './questions.service';

/**
 * The quiz builder's calls for questions (admins only):
 * `GET /admin/qb/question/main/all` (SPEC.md section 7), `POST …/main` and
 * `GET|PUT|DELETE …/main/{question_id}`.
 */
export const qbQuestionRoutes = endpointRoutes(
  qbQuestionEndpoints,
  ({ service }: { service: QbQuestionsService }) => ({
    listQuestions: (request) => service.findQuestions(request.query),
    createQuestion: (request) => service.createQuestion(request.body, requireUser(request)),
    getQuestion: (request) => service.findQuestion(request.params.question_id),
    updateQuestion: (request) =>
      service.updateQuestion(request.params.question_id, request.body, requireUser(request)),
    removeQuestion: (request) =>
      service.deleteQuestion(request.params.question_id, requireUser(request)),
  }),
);

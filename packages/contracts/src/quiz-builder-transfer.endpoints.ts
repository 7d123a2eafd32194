import { defineEndpoints } from './endpoint';
import { qbQuizIdParamsSchema } from './quiz-builder-quizzes';
import {
  qbQuizDocumentSchema,
  qbQuizDocumentShapeSchema,
  qbQuizImportResultSchema,
} from './quiz-builder-transfer';

/**
 * A whole quiz as a JSON file (admins only): `GET /admin/qb/quiz/main/{quiz_id}/export`
 * and `POST /admin/qb/quiz/import`, which installs it as a draft.
 */
export const qbTransferEndpoints = defineEndpoints('quiz-builder', {
  exportQuiz: {
    method: 'GET',
    path: '/admin/qb/quiz/main/:quiz_id/export',
    access: 'admin',
    summary: 'Download a quiz with its questions, phrases, options and matters as JSON (admins)',
    params: qbQuizIdParamsSchema,
    response: qbQuizDocumentShapeSchema,
    responseKind: 'file',
    problems: [404],
  },
  importQuiz: {
    method: 'POST',
    path: '/admin/qb/quiz/import',
    access: 'admin',
    summary: 'Install a quiz file as a draft, reusing the things already installed here (admins)',
    body: qbQuizDocumentSchema,
    status: 201,
    response: qbQuizImportResultSchema,
    problems: [409],
  },
});

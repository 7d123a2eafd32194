import { defineEndpoints } from './endpoint';
import {
  qbAnswerBodySchema,
  qbBundlePreviewSchema,
  qbOpenQuizzesSchema,
  qbTakeAnswerParamsSchema,
  qbTakeAnswerSchema,
  qbTakeBundleParamsSchema,
  qbTakeBundleSchema,
  qbTakeQuizParamsSchema,
  qbTakeQuizSchema,
} from './quiz-taking';

/**
 * Taking quizzes (signed-in users): `GET /quizzes`, `GET /quizzes/{quiz_id}`,
 * `PUT /quizzes/{quiz_id}/answers/{question_id}`, `POST …/complete`,
 * `POST …/retake` and `GET /bundles/{bundle_id}`.
 */
export const quizTakingEndpoints = defineEndpoints('quizzes', {
  listOpen: {
    method: 'GET',
    path: '/quizzes',
    access: 'signed-in',
    summary: 'The published bundles and quizzes, with the caller’s progress',
    response: qbOpenQuizzesSchema,
  },
  getQuiz: {
    method: 'GET',
    path: '/quizzes/:quiz_id',
    access: 'signed-in',
    summary: 'A published quiz with the caller’s saved answers and, once completed, the result',
    params: qbTakeQuizParamsSchema,
    response: qbTakeQuizSchema,
    problems: [404],
  },
  saveAnswer: {
    method: 'PUT',
    path: '/quizzes/:quiz_id/answers/:question_id',
    access: 'signed-in',
    summary: 'Save (or change) the caller’s answer to a question of a published quiz',
    params: qbTakeAnswerParamsSchema,
    body: qbAnswerBodySchema,
    response: qbTakeAnswerSchema,
    problems: [404, 409],
  },
  complete: {
    method: 'POST',
    path: '/quizzes/:quiz_id/complete',
    access: 'signed-in',
    summary: 'Complete the quiz once every question is answered; a knowledge quiz is scored',
    params: qbTakeQuizParamsSchema,
    response: qbTakeQuizSchema,
    problems: [404, 409],
  },
  retake: {
    method: 'POST',
    path: '/quizzes/:quiz_id/retake',
    access: 'signed-in',
    summary: 'Open a completed survey or matching quiz again, keeping the answers to edit',
    params: qbTakeQuizParamsSchema,
    response: qbTakeQuizSchema,
    problems: [404, 409],
  },
  getBundle: {
    method: 'GET',
    path: '/bundles/:bundle_id',
    access: 'signed-in',
    summary: 'A published bundle and the caller’s progress in each of its quizzes',
    params: qbTakeBundleParamsSchema,
    response: qbTakeBundleSchema,
    problems: [404],
  },
});

/** The admins' preview of a bundle through the same shapes: `GET /admin/qb/bundle/preview/{bundle_id}`. */
export const qbBundlePreviewEndpoints = defineEndpoints('quiz-builder', {
  previewBundle: {
    method: 'GET',
    path: '/admin/qb/bundle/preview/:bundle_id',
    access: 'admin',
    summary: 'A bundle of any status exactly as a user will see it (admins)',
    params: qbTakeBundleParamsSchema,
    response: qbBundlePreviewSchema,
    problems: [404],
  },
});

import { defineEndpoints } from './endpoint';
import {
  qbQuestionBodySchema,
  qbQuestionIdParamsSchema,
  qbQuestionListQuerySchema,
  qbQuestionPageSchema,
  qbQuestionSchema,
} from './quiz-builder-questions';

/** The quiz builder's questions (admins only): `GET /admin/qb/question/main/all`, `POST …/main`, `GET|PUT|DELETE …/main/{question_id}`. */
export const qbQuestionEndpoints = defineEndpoints('quiz-builder', {
  listQuestions: {
    method: 'GET',
    path: '/admin/qb/question/main/all',
    access: 'admin',
    summary: 'Questions, newest change first, with search and filters (admins)',
    query: qbQuestionListQuerySchema,
    response: qbQuestionPageSchema,
  },
  createQuestion: {
    method: 'POST',
    path: '/admin/qb/question/main',
    access: 'admin',
    summary: 'Add a question with its matters and options (admins)',
    body: qbQuestionBodySchema,
    status: 201,
    response: qbQuestionSchema,
    problems: [404, 409],
  },
  getQuestion: {
    method: 'GET',
    path: '/admin/qb/question/main/:question_id',
    access: 'admin',
    summary: 'One question rendered in both languages, with its current version (admins)',
    params: qbQuestionIdParamsSchema,
    response: qbQuestionSchema,
    problems: [404],
  },
  updateQuestion: {
    method: 'PUT',
    path: '/admin/qb/question/main/:question_id',
    access: 'admin',
    summary:
      'Save a question; an answered question gets a new version when its type, scale or options change (admins)',
    params: qbQuestionIdParamsSchema,
    body: qbQuestionBodySchema,
    response: qbQuestionSchema,
    problems: [404, 409],
  },
  removeQuestion: {
    method: 'DELETE',
    path: '/admin/qb/question/main/:question_id',
    access: 'admin',
    summary: 'Delete a question no quiz lists and nobody answered (admins)',
    params: qbQuestionIdParamsSchema,
    status: 204,
    response: 'empty',
    problems: [404, 409],
  },
});

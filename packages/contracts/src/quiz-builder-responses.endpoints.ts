import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import {
  qbQuizAnalysisSchema,
  qbResponseCreateBodySchema,
  qbResponseIdParamsSchema,
  qbResponseListQuerySchema,
  qbResponsePageSchema,
  qbResponseSchema,
  qbResponseUpdateBodySchema,
} from './quiz-builder-responses';
import { qbTakeQuizParamsSchema } from './quiz-taking';

/** A file the handler streams itself: the schema only documents it. */
const streamedFile = (description: string) => z.string().meta({ description });

/**
 * The quiz builder's responses (admins only): `GET /admin/qb/response/main/all`,
 * `POST …/main` (a paper answer), `GET|PUT|DELETE …/main/{response_id}`, and
 * per quiz its analysis and its response exports (CSV and JSON, streamed).
 */
export const qbResponseEndpoints = defineEndpoints('quiz-builder', {
  listResponses: {
    method: 'GET',
    path: '/admin/qb/response/main/all',
    access: 'admin',
    summary: 'Responses, newest first, with search and filters (admins)',
    query: qbResponseListQuerySchema,
    response: qbResponsePageSchema,
  },
  createResponse: {
    method: 'POST',
    path: '/admin/qb/response/main',
    access: 'admin',
    summary: 'Record an answer collected on paper for a user (admins; audited)',
    body: qbResponseCreateBodySchema,
    status: 201,
    response: qbResponseSchema,
    problems: [404, 409],
  },
  getResponse: {
    method: 'GET',
    path: '/admin/qb/response/main/:response_id',
    access: 'admin',
    summary: 'One response with who gave it and what it answers (admins)',
    params: qbResponseIdParamsSchema,
    response: qbResponseSchema,
    problems: [404],
  },
  updateResponse: {
    method: 'PUT',
    path: '/admin/qb/response/main/:response_id',
    access: 'admin',
    summary: 'Hide or show a response (admins; audited)',
    params: qbResponseIdParamsSchema,
    body: qbResponseUpdateBodySchema,
    response: qbResponseSchema,
    problems: [404, 409],
  },
  removeResponse: {
    method: 'DELETE',
    path: '/admin/qb/response/main/:response_id',
    access: 'admin',
    summary: 'Delete a response (admins; audited)',
    params: qbResponseIdParamsSchema,
    status: 204,
    response: 'empty',
    problems: [404, 409],
  },
  getQuizAnalysis: {
    method: 'GET',
    path: '/admin/qb/quiz/main/:quiz_id/analysis',
    access: 'admin',
    summary: 'Completion counts and every question’s answer distribution (admins)',
    params: qbTakeQuizParamsSchema,
    response: qbQuizAnalysisSchema,
    problems: [404],
  },
  exportResponsesCsv: {
    method: 'GET',
    path: '/admin/qb/quiz/main/:quiz_id/responses.csv',
    access: 'admin',
    summary: 'Every response of the quiz as a streamed CSV file (admins)',
    params: qbTakeQuizParamsSchema,
    response: streamedFile('A CSV file (UTF-8 with a BOM), text/csv, streamed'),
    responseKind: 'file',
    problems: [404],
  },
  exportResponsesJson: {
    method: 'GET',
    path: '/admin/qb/quiz/main/:quiz_id/responses.json',
    access: 'admin',
    summary: 'Every response of the quiz as a streamed JSON array (admins)',
    params: qbTakeQuizParamsSchema,
    response: streamedFile('A JSON array of export rows, application/json, streamed'),
    responseKind: 'file',
    problems: [404],
  },
});

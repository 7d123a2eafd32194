import { Readable } from 'node:stream';
import { qbResponseEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { QbResponsesService } from './responses.service';

/**
 * The quiz builder's responses (admins only): `GET /admin/qb/response/main/all`,
 * `POST …/main` (a paper answer), `GET|PUT|DELETE …/main/{response_id}`, and
 * per quiz its analysis and its response exports (CSV and JSON, streamed:
 * Fastify pipes a stream without serializing it).
 */
export const qbResponseRoutes = endpointRoutes(
  qbResponseEndpoints,
  ({ service }: { service: QbResponsesService }) => ({
    listResponses: (request) => service.findResponses(request.query),
    createResponse: (request) => service.createResponse(request.body, requireUser(request)),
    getResponse: (request) => service.findResponse(request.params.response_id),
    updateResponse: (request) =>
      service.updateResponse(request.params.response_id, request.body, requireUser(request)),
    removeResponse: (request) =>
      service.deleteResponse(request.params.response_id, requireUser(request)),
    getQuizAnalysis: (request) => service.analysis(request.params.quiz_id),
    exportResponsesCsv: async (request, reply) => {
      const { fileName, lines } = await service.exportCsv(request.params.quiz_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines));
    },
    exportResponsesJson: async (request, reply) => {
      const { fileName, lines } = await service.exportJson(request.params.quiz_id);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines));
    },
  }),
);

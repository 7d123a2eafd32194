import { qbQuizDocumentMaxBytes, qbTransferEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { QbTransferService } from './transfer.service';

/**
 * A whole quiz as a JSON file (admins only): `GET /admin/qb/quiz/main/{quiz_id}/export`
 * and `POST /admin/qb/quiz/import`, which installs it as a draft.
 */
export const qbTransferRoutes = endpointRoutes(
  qbTransferEndpoints,
  ({ service }: { service: QbTransferService }) => ({
    exportQuiz: async (request, reply) => {
      const { document, fileName } = await service.exportQuiz(request.params.quiz_id);
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(document);
    },
    importQuiz: {
      handler: (request) => service.importQuiz(request.body, requireUser(request)),
      bodyLimit: qbQuizDocumentMaxBytes,
    },
  }),
);

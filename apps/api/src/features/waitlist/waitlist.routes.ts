import { Readable } from 'node:stream';
import { waitlistEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { WaitlistService } from './waitlist.service';

export const waitlistRoutes = endpointRoutes(
  waitlistEndpoints,
  ({ service }: { service: WaitlistService }) => ({
    listOwn: (request) => service.listOwn(requireUser(request)),
    join: (request) => service.join(request.body, requireUser(request)),
    leave: (request) => service.leave(request.params.feature, requireUser(request)),
    countAll: () => service.counts(),
    listAll: (request) => service.list(request.query),
    // The CSV file is a stream: Fastify pipes it without serializing.
    exportCsv: async (request, reply) => {
      const { fileName, lines } = await service.export(request.query.feature, requireUser(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines));
    },
  }),
);

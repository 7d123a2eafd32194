import { accountLimits, graduateEndpoints, graduateRegisterFieldsSchema } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import { parseFormFields } from '../../platform/form-fields';
import { checkDocument, readMultipartForm } from '../../platform/uploads';
import type { GraduatesService } from './graduates.service';

export const graduatesRoutes = endpointRoutes(
  graduateEndpoints,
  ({ service }: { service: GraduatesService }) => ({
    register: {
      rateLimit: { max: 10, timeWindow: 60 * 60_000 },
      handler: async (request) => {
        const form = await readMultipartForm(request, {
          fileField: 'proof',
          maxFileBytes: accountLimits.proofMaxBytes,
        });
        const fields = parseFormFields(graduateRegisterFieldsSchema, form.fields);
        const proof =
          form.file === undefined ? undefined : await checkDocument(form.file.content, 'proof');
        return service.register(fields, proof);
      },
    },
    login: {
      rateLimit: { max: 30, timeWindow: 60_000 },
      handler: (request) => service.login(request.body, request.ip),
    },
    list: (request) => service.list(request.query),
    countWaiting: async () => ({ count: await service.countPending() }),
    get: (request) => service.get(request.params.id),
    downloadProof: async (request, reply) => {
      const proof = await service.proof(request.params.id);
      return reply
        .type(proof.mediaType)
        .header('content-disposition', `attachment; filename="${proof.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(proof.content);
    },
    review: (request) =>
      service.review(requireUser(request).userId, request.params.id, request.body),
  }),
);

import {
  careerApplicationFieldsSchema,
  careerEndpoints,
  careerLimits,
  cvTooLargeMessage,
} from '@campus/contracts';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { parseFormFields } from '../../platform/form-fields';
import { readMultipartForm, type MultipartForm } from '../../platform/uploads';
import type { CareerService } from './career.service';

/** The application's fields and its CV; a file over the limit answers 413 on the field `cv`. */
async function readApplication(request: FastifyRequest): Promise<MultipartForm> {
  try {
    return await readMultipartForm(request, {
      fileField: 'cv',
      maxFileBytes: careerLimits.cvMaxBytes,
    });
  } catch (error) {
    if (
      error instanceof AppError &&
      error.status === 413 &&
      error.detail.startsWith('The file is too large')
    ) {
      throw new AppError(413, 'payload_too_large', cvTooLargeMessage, [
        { field: 'body.cv', message: cvTooLargeMessage },
      ]);
    }
    throw error;
  }
}

export const careerRoutes = endpointRoutes(
  careerEndpoints,
  ({ service }: { service: CareerService }) => ({
    listPositions: (request) => service.positions(request.query, request.user),
    getPosition: (request) => service.position(request.params.position_id, request.user),
    createPosition: (request) => service.createPosition(request.body, requireUser(request)),
    updatePosition: (request) =>
      service.updatePosition(request.params.position_id, request.body, requireUser(request)),
    removePosition: (request) =>
      service.deletePosition(request.params.position_id, requireUser(request)),
    apply: {
      rateLimit: { max: 20, timeWindow: 60 * 60_000 },
      handler: async (request) => {
        const user = requireUser(request);
        const form = await readApplication(request);
        const fields = parseFormFields(careerApplicationFieldsSchema, form.fields);
        return service.apply(fields, form.file?.content, user);
      },
    },
    listOwnApplications: (request) =>
      service.listOwnApplications(request.query, requireUser(request)),
    listApplications: (request) => service.list(request.query),
    countWaiting: async () => ({ count: await service.countNew() }),
    getApplication: (request) => service.application(request.params.career_id),
    reviewApplication: (request) =>
      service.review(request.params.career_id, request.body, requireUser(request)),
    downloadCv: async (request, reply) => {
      const cv = await service.cv(request.params.career_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${cv.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(cv.content);
    },
  }),
);

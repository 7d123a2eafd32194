import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  instagramEndpoints,
  instagramImageTooLargeMessage,
  instagramLimits,
  instagramPostFieldsSchema,
  fieldProblem,
  type FieldProblem,
  type InstagramPostFields,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { fieldProblemsOf } from '../../platform/form-fields';
import { readMultipartForm, type MultipartForm } from '../../platform/uploads';
import type { InstagramService } from './instagram.service';

/** A year: an image's address changes with its file (`?v=`). */
const imageCacheControl = 'public, max-age=31536000, immutable';

/** Sixty uploads an hour per admin. */
const uploadLimit = { max: 60, timeWindow: 60 * 60_000 };

/** Reads the post form: its fields checked with the contract, every field message at once. */
async function readPostForm(
  request: FastifyRequest,
  imageRequired: boolean,
): Promise<{ fields: InstagramPostFields; image: Buffer | undefined }> {
  let form: MultipartForm;
  try {
    form = await readMultipartForm(request, {
      fileField: 'file',
      maxFileBytes: instagramLimits.imageMaxBytes,
    });
  } catch (error) {
    if (
      error instanceof AppError &&
      error.status === 413 &&
      error.detail.startsWith('The file is too large')
    ) {
      throw new AppError(413, 'payload_too_large', instagramImageTooLargeMessage, [
        { field: 'body.file', message: instagramImageTooLargeMessage },
      ]);
    }
    throw error;
  }
  const result = instagramPostFieldsSchema.safeParse(form.fields);
  const fieldProblems: FieldProblem[] = result.success
    ? []
    : fieldProblemsOf(result.error, form.fields);
  if (imageRequired && form.file === undefined) {
    fieldProblems.push(fieldProblem('body.file', { code: 'required' }));
  }
  if (!result.success || fieldProblems.length > 0) {
    throw AppError.badRequest('Please check the form for errors', fieldProblems);
  }
  return { fields: result.data, image: form.file?.content };
}

export const instagramRoutes = endpointRoutes(
  instagramEndpoints,
  ({ service }: { service: InstagramService }) => ({
    listFeatured: () => service.featured(),

    getImage: async (request, reply) => {
      const postId = request.params.file.slice(0, -'.webp'.length).toLowerCase();
      const parsed = z.uuid().safeParse(postId);
      const content = parsed.success ? await service.image(parsed.data) : undefined;
      if (content === undefined) throw AppError.notFound('This Instagram image does not exist');
      return reply
        .type('image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', imageCacheControl)
        .send(content);
    },

    list: (request) => service.list(request.query),
    get: (request) => service.get(request.params.post_id),

    create: {
      rateLimit: uploadLimit,
      handler: async (request) => {
        const user = requireUser(request);
        const { fields, image } = await readPostForm(request, true);
        return service.create(fields, image, user);
      },
    },

    update: {
      rateLimit: uploadLimit,
      handler: async (request) => {
        const user = requireUser(request);
        const { fields, image } = await readPostForm(request, false);
        return service.update(request.params.post_id, fields, image, user);
      },
    },

    move: (request) => service.move(request.params.post_id, request.body, requireUser(request)),
    activate: (request) => service.activate(request.params.post_id, requireUser(request)),
    deactivate: (request) => service.deactivate(request.params.post_id, requireUser(request)),
    remove: (request) => service.remove(request.params.post_id, requireUser(request)),
  }),
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  instagramFeaturedListSchema,
  instagramImageParamsSchema,
  instagramImageTooLargeMessage,
  instagramLimits,
  instagramListQuerySchema,
  instagramMoveBodySchema,
  instagramPostFieldsSchema,
  instagramPostIdParamsSchema,
  instagramPostPageSchema,
  instagramPostSchema,
  problemSchema,
  type FieldProblem,
  type InstagramPostFields,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { fieldProblemsOf } from '../../platform/form-fields';
import {
  binaryResponseSchema,
  readMultipartForm,
  type MultipartForm,
} from '../../platform/uploads';
import type { InstagramService } from './instagram.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const changeProblems = { ...problems, 404: problemSchema };
const uploadProblems = {
  ...changeProblems,
  409: problemSchema,
  413: problemSchema,
  415: problemSchema,
};
const signedIn = [{ bearerAuth: [] }];

/** A year: an image's address changes with its file (`?v=`). */
const imageCacheControl = 'public, max-age=31536000, immutable';

const formDescription =
  'multipart: post_url (https://www.instagram.com/p/…, /reel/… or /tv/…), caption_en and caption_tr (1–300 characters each), display_order (1–999; last when absent), is_active (true|false), and the image `file` (PNG, JPG or WebP up to 2 MB, stored as WebP without metadata)';

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
    fieldProblems.push({ field: 'body.file', message: 'file is required' });
  }
  if (!result.success || fieldProblems.length > 0) {
    throw AppError.badRequest('Please check the form for errors', fieldProblems);
  }
  return { fields: result.data, image: form.file?.content };
}

export const instagramRoutes: FastifyPluginAsyncZod<{ service: InstagramService }> = async (
  app,
  { service },
) => {
  app.get(
    '/instagram/featured',
    {
      config: { isPublic: true },
      schema: {
        tags: ['instagram'],
        summary: `The home page's Instagram posts: the first ${String(instagramLimits.featuredMax)} active ones in display order`,
        response: { 200: instagramFeaturedListSchema },
      },
    },
    async () => service.featured(),
  );

  app.get(
    '/instagram/image/:file',
    {
      config: { isPublic: true },
      schema: {
        tags: ['instagram'],
        summary: "A post's image (`{post_id}.webp`), public so that <img> needs no token",
        params: instagramImageParamsSchema,
        response: { 200: binaryResponseSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/instagram/posts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['instagram'],
        summary: 'Every featured post, active or not, in display order (admins)',
        security: signedIn,
        querystring: instagramListQuerySchema,
        response: { 200: instagramPostPageSchema, ...problems },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/instagram/posts/:post_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['instagram'],
        summary: 'One featured post (admins)',
        security: signedIn,
        params: instagramPostIdParamsSchema,
        response: { 200: instagramPostSchema, ...changeProblems },
      },
    },
    async (request) => service.get(request.params.post_id),
  );

  app.post(
    '/instagram/posts',
    {
      config: { access: 'admin', rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['instagram'],
        summary: `Feature a post (admins); ${formDescription}, required`,
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { 201: instagramPostSchema, ...uploadProblems },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { fields, image } = await readPostForm(request, true);
      return reply.code(201).send(await service.create(fields, image, user));
    },
  );

  app.put(
    '/instagram/posts/:post_id',
    {
      config: { access: 'admin', rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['instagram'],
        summary: `Edit a featured post (admins); ${formDescription}, optional: a new one replaces the old`,
        security: signedIn,
        consumes: ['multipart/form-data'],
        params: instagramPostIdParamsSchema,
        response: { 200: instagramPostSchema, ...uploadProblems },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { fields, image } = await readPostForm(request, false);
      return service.update(request.params.post_id, fields, image, user);
    },
  );

  app.post(
    '/instagram/posts/:post_id/move',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['instagram'],
        summary:
          'Move a post one place up or down; the posts are then numbered 1, 2, 3… in order (admins)',
        security: signedIn,
        params: instagramPostIdParamsSchema,
        body: instagramMoveBodySchema,
        response: { 200: instagramPostSchema, ...changeProblems },
      },
    },
    async (request) => service.move(request.params.post_id, request.body, requireUser(request)),
  );

  app.post(
    '/instagram/posts/:post_id/activate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['instagram'],
        summary: 'Show the post on the home page (admins)',
        security: signedIn,
        params: instagramPostIdParamsSchema,
        response: { 200: instagramPostSchema, ...changeProblems },
      },
    },
    async (request) => service.activate(request.params.post_id, requireUser(request)),
  );

  app.post(
    '/instagram/posts/:post_id/deactivate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['instagram'],
        summary: 'Hide the post from the home page (admins)',
        security: signedIn,
        params: instagramPostIdParamsSchema,
        response: { 200: instagramPostSchema, ...changeProblems },
      },
    },
    async (request) => service.deactivate(request.params.post_id, requireUser(request)),
  );

  app.delete(
    '/instagram/posts/:post_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['instagram'],
        summary: 'Delete a featured post and its image (admins)',
        security: signedIn,
        params: instagramPostIdParamsSchema,
        response: { 204: z.null(), ...changeProblems },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.post_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};

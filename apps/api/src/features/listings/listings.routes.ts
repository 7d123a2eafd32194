import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listingIdParamsSchema,
  listingListQuerySchema,
  listingMineQuerySchema,
  listingPageSchema,
  listingRejectBodySchema,
  listingReviewQuerySchema,
  listingSchema,
  listingWriteBodySchema,
  problemSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { ListingsService } from './listings.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
};

const signedIn = [{ bearerAuth: [] }];

export const listingsRoutes: FastifyPluginAsyncZod<{ service: ListingsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/listings',
    {
      schema: {
        tags: ['listings'],
        summary: 'A listings board: approved, unexpired listings, newest approved first',
        security: signedIn,
        querystring: listingListQuerySchema,
        response: { 200: listingPageSchema, ...problems },
      },
    },
    async (request) => service.board(request.query, requireUser(request)),
  );

  app.get(
    '/listings/mine',
    {
      schema: {
        tags: ['listings'],
        summary: "The caller's own listings of every status, newest first",
        security: signedIn,
        querystring: listingMineQuerySchema,
        response: { 200: listingPageSchema, ...problems },
      },
    },
    async (request) => service.mine(request.query, requireUser(request)),
  );

  app.get(
    '/listings/review',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['listings'],
        summary: 'The moderators’ queue: a status and a category; expired ones on request',
        security: signedIn,
        querystring: listingReviewQuerySchema,
        response: { 200: listingPageSchema, ...problems },
      },
    },
    async (request) => service.queue(request.query, requireUser(request)),
  );

  app.get(
    '/listings/:listing_id',
    {
      schema: {
        tags: ['listings'],
        summary: 'One listing: on the board, or of any status for its author and moderators',
        security: signedIn,
        params: listingIdParamsSchema,
        response: { 200: listingSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.findOne(request.params.listing_id, requireUser(request)),
  );

  app.post(
    '/listings',
    {
      schema: {
        tags: ['listings'],
        summary: 'Post a listing; it waits for a moderator',
        security: signedIn,
        body: listingWriteBodySchema,
        response: { 201: listingSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, requireUser(request))),
  );

  app.put(
    '/listings/:listing_id',
    {
      schema: {
        tags: ['listings'],
        summary: 'Edit an own listing while it waits',
        security: signedIn,
        params: listingIdParamsSchema,
        body: listingWriteBodySchema,
        response: { 200: listingSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) =>
      service.update(request.params.listing_id, request.body, requireUser(request)),
  );

  app.delete(
    '/listings/:listing_id',
    {
      schema: {
        tags: ['listings'],
        summary: 'Withdraw an own listing while it waits',
        security: signedIn,
        params: listingIdParamsSchema,
        response: { 204: z.null(), ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await service.withdraw(request.params.listing_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/listings/review/:listing_id/approve',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['listings'],
        summary: 'Approve a waiting, unexpired listing (moderators)',
        security: signedIn,
        params: listingIdParamsSchema,
        response: { 200: listingSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => service.approve(request.params.listing_id, requireUser(request)),
  );

  app.post(
    '/listings/review/:listing_id/reject',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['listings'],
        summary: 'Reject a waiting listing with a note its author reads (moderators)',
        security: signedIn,
        params: listingIdParamsSchema,
        body: listingRejectBodySchema,
        response: { 200: listingSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) =>
      service.reject(request.params.listing_id, request.body, requireUser(request)),
  );

  app.delete(
    '/listings/review/:listing_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['listings'],
        summary: 'Remove a listing (moderators; audited)',
        security: signedIn,
        params: listingIdParamsSchema,
        response: { 204: z.null(), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.listing_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};

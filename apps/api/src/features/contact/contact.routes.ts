import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactIdParamsSchema,
  contactListQuerySchema,
  contactMessagePageSchema,
  contactMessageSchema,
  contactReceiptSchema,
  contactReplyBodySchema,
  contactWriteBodySchema,
  problemSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { ContactService } from './contact.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
};

const signedIn = [{ bearerAuth: [] }];

/**
 * Messages one client address may send through the public form in an hour: enough for a
 * campus behind one NAT address, and a ceiling for a script (bots also fill the honeypot).
 */
export const contactMessagesPerAddressPerHour = 30;

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (
  app,
  { service },
) => {
  app.post(
    '/contacts',
    {
      config: {
        isPublic: true,
        rateLimit: { max: contactMessagesPerAddressPerHour, timeWindow: 60 * 60_000 },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message with the public contact form',
        body: contactWriteBodySchema,
        response: { 201: contactReceiptSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.send(request.body)),
  );

  app.get(
    '/admin/contacts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact'],
        summary: 'The contact messages, newest first (admins)',
        security: signedIn,
        querystring: contactListQuerySchema,
        response: { 200: contactMessagePageSchema, ...problems },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/admin/contacts/:contact_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact'],
        summary: 'One contact message (admins)',
        security: signedIn,
        params: contactIdParamsSchema,
        response: { 200: contactMessageSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.findOne(request.params.contact_id),
  );

  app.post(
    '/admin/contacts/:contact_id/handled',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact'],
        summary: 'Mark a contact message handled (admins; audited)',
        security: signedIn,
        params: contactIdParamsSchema,
        response: { 200: contactMessageSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.markHandled(request.params.contact_id, requireUser(request)),
  );

  app.post(
    '/admin/contacts/:contact_id/reply',
    {
      config: { access: 'admin', rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['contact'],
        summary: 'Answer a contact message by e-mail and mark it handled (admins; audited)',
        security: signedIn,
        params: contactIdParamsSchema,
        body: contactReplyBodySchema,
        response: { 200: contactMessageSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.reply(request.params.contact_id, request.body, requireUser(request)),
  );
};

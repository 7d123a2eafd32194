import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  problemSchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  tokenQuerySchema,
  verifyTokenResponseSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { ReceptionService } from './reception.service';

/** Per client address: generous for sign-in, tight for anything that sends mail. */
const limits = {
  mail: { max: 5, timeWindow: 15 * 60_000 },
  link: { max: 20, timeWindow: 15 * 60_000 },
  login: { max: 30, timeWindow: 60_000 },
  refresh: { max: 60, timeWindow: 60_000 },
  register: { max: 10, timeWindow: 60 * 60_000 },
} as const;

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema };

export const receptionRoutes: FastifyPluginAsyncZod<{ service: ReceptionService }> = async (
  app,
  { service },
) => {
  app.post(
    '/reception/register',
    {
      config: { isPublic: true, rateLimit: limits.register },
      schema: {
        tags: ['reception'],
        summary:
          'Create an account; a link to confirm the address is mailed (same answer for known addresses)',
        body: registerBodySchema,
        response: { 202: messageResponseSchema, ...problems },
      },
    },
    async (request, reply) => reply.code(202).send(await service.register(request.body)),
  );

  app.get(
    '/reception/verify-email',
    {
      config: { isPublic: true, rateLimit: limits.link },
      schema: {
        tags: ['reception'],
        summary: 'Confirm an e-mail address with the mailed token',
        querystring: tokenQuerySchema,
        response: { 200: messageResponseSchema, ...problems },
      },
    },
    async (request) => service.verifyEmail(request.query.token),
  );

  app.post(
    '/reception/resend-verification',
    {
      config: { isPublic: true, rateLimit: limits.mail },
      schema: {
        tags: ['reception'],
        summary: 'Mail the confirmation link again (same answer for every address)',
        body: emailBodySchema,
        response: { 202: messageResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.resendVerification(request.body.user_email)),
  );

  app.post(
    '/reception/login',
    {
      config: { isPublic: true, rateLimit: limits.login },
      schema: {
        tags: ['reception'],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...problems },
      },
    },
    async (request) => service.login(request.body, request.ip),
  );

  app.post(
    '/reception/refresh',
    {
      config: { isPublic: true, rateLimit: limits.refresh },
      schema: {
        tags: ['reception'],
        summary: 'Rotate the refresh token and get a new access token',
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema, ...problems },
      },
    },
    async (request) => service.refresh(request.body.refresh_token),
  );

  app.post(
    '/reception/logout',
    {
      schema: {
        tags: ['reception'],
        summary: 'End the current session',
        security: [{ bearerAuth: [] }],
        body: refreshBodySchema.partial().optional(),
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await service.logout(requireUser(request).sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/reception/verify-token',
    {
      schema: {
        tags: ['reception'],
        summary: 'The signed-in user, if the access token is good',
        security: [{ bearerAuth: [] }],
        response: { 200: verifyTokenResponseSchema, ...problems },
      },
    },
    async (request) => ({
      user_current: await service.findCurrentUser(requireUser(request).userId),
    }),
  );

  app.post(
    '/reception/password-forgot',
    {
      config: { isPublic: true, rateLimit: limits.mail },
      schema: {
        tags: ['reception'],
        summary: 'Mail a password reset link (same answer for every address)',
        body: emailBodySchema,
        response: { 202: messageResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.requestPasswordReset(request.body.user_email)),
  );

  app.post(
    '/reception/password-reset',
    {
      config: { isPublic: true, rateLimit: limits.link },
      schema: {
        tags: ['reception'],
        summary: 'Set a new password with the mailed token; every session ends',
        body: passwordResetBodySchema,
        response: { 200: messageResponseSchema, ...problems },
      },
    },
    async (request) => service.resetPassword(request.body.token, request.body.new_password),
  );

  app.post(
    '/reception/password-change',
    {
      config: { rateLimit: limits.link },
      schema: {
        tags: ['reception'],
        summary: 'Change the password; other sessions end and this one gets fresh tokens',
        security: [{ bearerAuth: [] }],
        body: passwordChangeBodySchema,
        response: { 200: loginResponseSchema, ...problems },
      },
    },
    async (request) => service.changePassword(requireUser(request), request.body),
  );

  app.post(
    '/reception/delete-account-request',
    {
      config: { isPublic: true, rateLimit: limits.mail },
      schema: {
        tags: ['reception'],
        summary: 'Mail a link that deletes the account (same answer for every address)',
        body: emailBodySchema,
        response: { 202: messageResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.requestAccountDeletion(request.body.user_email)),
  );

  app.get(
    '/reception/delete-account-verify',
    {
      config: { isPublic: true, rateLimit: limits.link },
      schema: {
        tags: ['reception'],
        summary: 'Delete the account with the mailed token',
        querystring: tokenQuerySchema,
        response: { 200: messageResponseSchema, ...problems },
      },
    },
    async (request) => service.confirmAccountDeletion(request.query.token),
  );
};

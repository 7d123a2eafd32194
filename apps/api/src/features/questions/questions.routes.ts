import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  demoThreadQuerySchema,
  poolGroupPageSchema,
  poolQuestionListQuerySchema,
  poolQuestionPageSchema,
  poolQuestionParamsSchema,
  poolQuestionSchema,
  poolQuestionWriteBodySchema,
  poolReplyListQuerySchema,
  poolReplyPageSchema,
  poolReplyParamsSchema,
  poolReplySchema,
  poolReplyWriteBodySchema,
  poolStatusBodySchema,
  poolThreadSchema,
  problemSchema,
  qaEntryListQuerySchema,
  qaEntryPageSchema,
  qaEntryParamsSchema,
  qaEntrySchema,
  qaEntryWriteBodySchema,
  qaGroupPageSchema,
  qaReorderBodySchema,
  questionGroupCreateBodySchema,
  questionGroupListQuerySchema,
  questionGroupParamsSchema,
  questionGroupSchema,
  questionGroupUpdateBodySchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { demoLocale, type QuestionsService } from './questions.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
};
const security = [{ bearerAuth: [] }];

/** The Q&A bank (`/qa`), the question groups (`/question-groups`), the pool (`/pool`) and the demo thread. */
export const questionsRoutes: FastifyPluginAsyncZod<{ service: QuestionsService }> = async (
  app,
  { service },
) => {
  // ─── Question groups ──────────────────────────────────────────────────────

  app.get(
    '/qa/groups',
    {
      config: { isPublic: true },
      schema: {
        tags: ['questions'],
        summary: 'The Q&A groups in display order, with how many entries each shows the reader',
        querystring: questionGroupListQuerySchema,
        response: { 200: qaGroupPageSchema, 400: problemSchema },
      },
    },
    async (request) => service.listQaGroups(request.query, request.user),
  );

  app.get(
    '/pool/groups',
    {
      config: { isPublic: true },
      schema: {
        tags: ['questions'],
        summary: 'The question pool groups in display order, with their open questions',
        querystring: questionGroupListQuerySchema,
        response: { 200: poolGroupPageSchema, 400: problemSchema },
      },
    },
    async (request) => service.listPoolGroups(request.query),
  );

  app.post(
    '/question-groups',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['questions'],
        summary: 'Add a question group with a 4-digit id (moderators); 409 when the id is in use',
        security,
        body: questionGroupCreateBodySchema,
        response: { 201: questionGroupSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createGroup(request.body, requireUser(request))),
  );

  app.put(
    '/question-groups/:group_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['questions'],
        summary: 'Rename a question group or change its display order (moderators)',
        security,
        params: questionGroupParamsSchema,
        body: questionGroupUpdateBodySchema,
        response: { 200: questionGroupSchema, ...problems },
      },
    },
    async (request) =>
      service.updateGroup(request.params.group_id, request.body, requireUser(request)),
  );

  app.delete(
    '/question-groups/:group_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['questions'],
        summary: 'Delete an empty question group (moderators); 409 while it holds questions',
        security,
        params: questionGroupParamsSchema,
        response: { 204: z.null(), ...problems, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await service.deleteGroup(request.params.group_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  // ─── Q&A bank ─────────────────────────────────────────────────────────────

  app.get(
    '/qa/entries',
    {
      config: { isPublic: true },
      schema: {
        tags: ['questions'],
        summary:
          'Q&A entries in group and entry order; answered ones for everyone, every status for moderators',
        querystring: qaEntryListQuerySchema,
        response: { 200: qaEntryPageSchema, 400: problemSchema, 403: problemSchema },
      },
    },
    async (request) => service.listEntries(request.query, request.user),
  );

  app.get(
    '/qa/entries/:entry_id',
    {
      config: { isPublic: true },
      schema: {
        tags: ['questions'],
        summary: 'One Q&A entry (unanswered ones for moderators only)',
        params: qaEntryParamsSchema,
        response: { 200: qaEntrySchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => service.findEntry(request.params.entry_id, request.user),
  );

  app.post(
    '/qa/entries',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['questions'],
        summary: 'Add a Q&A entry (moderators); without an order it goes last in its group',
        security,
        body: qaEntryWriteBodySchema,
        response: { 201: qaEntrySchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createEntry(request.body, requireUser(request))),
  );

  app.put(
    '/qa/entries/:entry_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['questions'],
        summary: 'Edit a Q&A entry (moderators)',
        security,
        params: qaEntryParamsSchema,
        body: qaEntryWriteBodySchema,
        response: { 200: qaEntrySchema, ...problems },
      },
    },
    async (request) =>
      service.updateEntry(request.params.entry_id, request.body, requireUser(request)),
  );

  app.delete(
    '/qa/entries/:entry_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['questions'],
        summary: 'Delete a Q&A entry (moderators)',
        security,
        params: qaEntryParamsSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await service.deleteEntry(request.params.entry_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/qa/groups/:group_id/order',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['questions'],
        summary: "Put a group's entries in a new order: every entry id once (moderators)",
        security,
        params: questionGroupParamsSchema,
        body: qaReorderBodySchema,
        response: { 200: qaEntryPageSchema, ...problems },
      },
    },
    async (request) =>
      service.reorderGroup(request.params.group_id, request.body, requireUser(request)),
  );

  // ─── Question pool ────────────────────────────────────────────────────────

  app.get(
    '/pool/questions',
    {
      schema: {
        tags: ['questions'],
        summary: 'Pool questions, newest first; an anonymous asker is never named',
        security,
        querystring: poolQuestionListQuerySchema,
        response: { 200: poolQuestionPageSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => service.listQuestions(request.query, requireUser(request)),
  );

  app.post(
    '/pool/questions',
    {
      schema: {
        tags: ['questions'],
        summary: 'Ask a question, by name or anonymously',
        security,
        body: poolQuestionWriteBodySchema,
        response: { 201: poolQuestionSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.ask(request.body, requireUser(request))),
  );

  app.get(
    '/pool/questions/:question_id',
    {
      schema: {
        tags: ['questions'],
        summary: 'A thread: the question and the first page of its replies',
        security,
        params: poolQuestionParamsSchema,
        response: { 200: poolThreadSchema, ...problems },
      },
    },
    async (request) => service.thread(request.params.question_id, requireUser(request)),
  );

  app.put(
    '/pool/questions/:question_id',
    {
      schema: {
        tags: ['questions'],
        summary: 'Edit one’s own question while it is open and has no replies',
        security,
        params: poolQuestionParamsSchema,
        body: poolQuestionWriteBodySchema,
        response: { 200: poolQuestionSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) =>
      service.editQuestion(request.params.question_id, request.body, requireUser(request)),
  );

  app.delete(
    '/pool/questions/:question_id',
    {
      schema: {
        tags: ['questions'],
        summary:
          'Withdraw one’s own open question without replies; moderators delete any (audited)',
        security,
        params: poolQuestionParamsSchema,
        response: { 204: z.null(), ...problems, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await service.deleteQuestion(request.params.question_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/pool/questions/:question_id/status',
    {
      schema: {
        tags: ['questions'],
        summary: 'The asker marks the question answered; moderators also close and reopen it',
        security,
        params: poolQuestionParamsSchema,
        body: poolStatusBodySchema,
        response: { 200: poolQuestionSchema, ...problems },
      },
    },
    async (request) =>
      service.setStatus(request.params.question_id, request.body.status, requireUser(request)),
  );

  app.get(
    '/pool/questions/:question_id/replies',
    {
      schema: {
        tags: ['questions'],
        summary: 'A page of a thread’s replies, oldest first',
        security,
        params: poolQuestionParamsSchema,
        querystring: poolReplyListQuerySchema,
        response: { 200: poolReplyPageSchema, ...problems },
      },
    },
    async (request) =>
      service.replies(request.params.question_id, request.query, requireUser(request)),
  );

  app.post(
    '/pool/questions/:question_id/replies',
    {
      schema: {
        tags: ['questions'],
        summary: 'Reply in a thread; a closed question takes no replies (409)',
        security,
        params: poolQuestionParamsSchema,
        body: poolReplyWriteBodySchema,
        response: { 201: poolReplySchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.reply(request.params.question_id, request.body, requireUser(request))),
  );

  app.delete(
    '/pool/replies/:reply_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['questions'],
        summary: 'Remove a reply (moderators, audited)',
        security,
        params: poolReplyParamsSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await service.deleteReply(request.params.reply_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  // ─── The public sample thread ─────────────────────────────────────────────

  app.get(
    '/thread/display/demo',
    {
      config: { isPublic: true },
      schema: {
        tags: ['questions'],
        summary: 'A read-only sample thread in the reader’s language (?locale= or Accept-Language)',
        querystring: demoThreadQuerySchema,
        response: { 200: poolThreadSchema, 400: problemSchema },
      },
    },
    async (request) =>
      service.demoThread(demoLocale(request.query.locale, request.headers['accept-language'])),
  );
};

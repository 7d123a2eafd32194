import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { assistantEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { AssistantAnswers, StreamAnswer } from './assistant-answers';
import type { AssistantService } from './assistant.service';
import type { SiteSearch } from './site-search';

export interface AssistantRouteOptions {
  service: AssistantService;
  answers: AssistantAnswers;
  search: SiteSearch;
}

/**
 * Sends an answer as server-sent events. The checks ran before (a refusal is
 * problem+json); the stream is not bound by the request time-out, and closing
 * it stops the answer (its partial text is kept).
 */
function sendAnswer(reply: FastifyReply, run: StreamAnswer): FastifyReply {
  const stream = new PassThrough();
  const closed = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) closed.abort();
  });
  // An answer may take longer than the request time-out of ordinary calls.
  reply.raw.setTimeout(0, () => undefined);
  void reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  void run({
    send(event, data) {
      if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    closed: closed.signal,
  }).finally(() => stream.end());
  return reply.send(stream);
}

export const assistantRoutes = endpointRoutes(
  assistantEndpoints,
  ({ service, answers, search }: AssistantRouteOptions) => ({
    status: () => service.status(),
    listConversations: (request) => service.listConversations(request.query, requireUser(request)),
    deleteAllConversations: (request) => service.deleteAllConversations(requireUser(request)),
    getConversation: (request) =>
      service.getConversation(request.params.conversation_id, requireUser(request)),
    renameConversation: (request) =>
      service.renameConversation(
        request.params.conversation_id,
        request.body,
        requireUser(request),
      ),
    deleteConversation: (request) =>
      service.deleteConversation(request.params.conversation_id, requireUser(request)),
    ask: async (request, reply) =>
      sendAnswer(reply, await answers.ask(request.body, requireUser(request))),
    regenerate: async (request, reply) =>
      sendAnswer(
        reply,
        await answers.regenerate(request.params.message_id, request.body, requireUser(request)),
      ),
    stop: (request) => service.stop(request.params.message_id, requireUser(request)),
    rate: (request) => service.rate(request.params.message_id, request.body, requireUser(request)),
    search: {
      rateLimit: { max: 60, timeWindow: 60_000 },
      handler: (request) => search.search(request.query.q, request.user, request.query.lang),
    },
    usage: (request) => service.usage(request.query.days),
    listFeedback: (request) => service.listFeedback(request.query),
    listShared: (request) => service.listShared(request.query),
    indexStatus: () => service.indexStatus(),
    // 66 searches: a few a minute are plenty.
    runEvaluation: {
      rateLimit: { max: 10, timeWindow: 60_000 },
      handler: () => service.evaluate(),
    },
    rebuildIndex: () => service.rebuildIndex(),
  }),
);

import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  notificationEndpoints,
  notificationStreamEvents,
  notificationStreamPingSeconds,
} from '@campus/contracts';
import { requireUser, type AuthenticateToken } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { NotificationsService } from './notifications.service';

/** Open streams of one person beyond this close, oldest first (a person has a few tabs at most). */
export const maxStreamsPerUser = 5;

export interface NotificationsRouteOptions {
  service: NotificationsService;
  /** Tells whether the token of an open stream is still good (its session may end). */
  authenticate: AuthenticateToken;
  /** Milliseconds between pings and session checks; SPEC's 25 s unless a test says otherwise. */
  pingMs?: number;
}

/** Streams go out as they are: Fastify neither serializes nor validates them. */
function sendStream(reply: FastifyReply, stream: PassThrough): FastifyReply {
  return reply.send(stream);
}

function serverSentEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const notificationsRoutes = endpointRoutes(
  notificationEndpoints,
  (
    {
      service,
      authenticate,
      pingMs = notificationStreamPingSeconds * 1000,
    }: NotificationsRouteOptions,
    app,
  ) => {
    /** Every open stream's closer, by person, oldest first. */
    const openStreams = new Map<string, Set<() => void>>();

    // Open streams end when the server closes, so that shutdown is not held by them.
    app.addHook('preClose', async () => {
      for (const closers of [...openStreams.values()]) for (const close of [...closers]) close();
    });

    return {
      list: (request) => service.list(request.query, requireUser(request)),
      countUnread: (request) => service.unreadCount(requireUser(request).userId),
      markAllRead: (request) => service.markAllRead(requireUser(request)),
      markRead: (request) => service.markRead(request.params.notification_id, requireUser(request)),
      remove: (request) => service.remove(request.params.notification_id, requireUser(request)),
      stream: {
        // A stream stays open for long; reconnections are few, and the per-person cap bounds them.
        rateLimit: false,
        handler: async (request, reply) => {
          const user = requireUser(request);
          const authorization = request.headers.authorization ?? '';
          const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '';
          const stream = new PassThrough();
          let closed = false;

          const write = (text: string): void => {
            if (!closed) stream.write(text);
          };
          const sendCount = async (): Promise<void> => {
            const count = await service.unreadCount(user.userId);
            write(serverSentEvent(notificationStreamEvents.count, count));
          };
          const failed = (error: unknown): void => {
            request.log.warn({ err: error }, 'a notification stream could not send');
          };

          const stopListening = service.listen(user.userId, (message) => {
            if (message.notification !== null)
              write(serverSentEvent(notificationStreamEvents.notification, message.notification));
            sendCount().catch(failed);
          });
          const ping = setInterval(() => {
            write(': ping\n\n');
            authenticate(token)
              .then((current) => {
                if (current?.sessionId !== user.sessionId) close();
              })
              .catch(failed);
          }, pingMs);

          const closers = openStreams.get(user.userId) ?? new Set<() => void>();
          openStreams.set(user.userId, closers);
          function close(): void {
            if (closed) return;
            closed = true;
            clearInterval(ping);
            stopListening();
            closers.delete(close);
            if (closers.size === 0) openStreams.delete(user.userId);
            stream.end();
          }
          closers.add(close);
          for (const older of [...closers].slice(0, Math.max(0, closers.size - maxStreamsPerUser)))
            older();
          request.raw.on('close', close);

          void reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-cache, no-transform')
            .header('x-accel-buffering', 'no');
          write(': connected\n\n');
          sendCount().catch(failed);
          return sendStream(reply, stream);
        },
      },
    };
  },
);

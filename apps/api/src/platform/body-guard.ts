import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { multipartLimits } from './uploads';

/** The largest multipart request: one file at its limit, every field at its limit, the framing. */
export const multipartMaxBytes =
  multipartLimits.fileSize + multipartLimits.fields * multipartLimits.fieldSize + 64 * 1024;

/**
 * A body refused for its declared size is still read (and thrown away) up to
 * this size, so that the client, still sending, can read the 413 instead of
 * a reset connection; above it the connection is closed at once.
 */
export const drainMaxBytes = 16 * 1024 * 1024;

/** A request body that stops arriving for this long is answered 408 and its connection closed. */
export const bodyIdleTimeoutMs = 15_000;

function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isFinite(length) ? length : undefined;
}

function limitOf(request: FastifyRequest): number {
  const isMultipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
  return isMultipart ? multipartMaxBytes : request.routeOptions.bodyLimit;
}

/**
 * Guards request bodies before anything reads them:
 * - a declared length above the route's limit answers 413 at once, before a
 *   byte of the body is read; up to `drainMaxBytes` the body is then read and
 *   thrown away (the connection stays usable), above it the connection closes;
 * - a body that stalls for `bodyIdleTimeoutMs` answers 408 and closes, instead
 *   of holding the connection until the request time-out.
 */
export function registerBodyGuard(
  app: FastifyInstance,
  options: { socketTimeoutMs: number; idleTimeoutMs?: number },
) {
  const idleTimeoutMs = options.idleTimeoutMs ?? bodyIdleTimeoutMs;
  app.addHook('onRequest', async (request, reply) => {
    const length = declaredLength(request);
    const hasBody = (length ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    if (length !== undefined && length > limitOf(request)) {
      if (length > drainMaxBytes) void reply.header('connection', 'close');
      throw new AppError(
        413,
        'payload_too_large',
        `The request is too large; the limit is ${String(Math.floor(limitOf(request) / 1024))} KB`,
      );
    }
    const socket = request.raw.socket as typeof request.raw.socket | null;
    // Requests made in the process (app.inject) have no connection to watch.
    if (typeof socket?.setTimeout !== 'function') return;
    const onIdle = () => {
      // The answer says the connection closes, and Node closes it once the answer is out.
      if (reply.sent) socket.destroy();
      else
        void reply
          .header('connection', 'close')
          .send(new AppError(408, 'request_timeout', 'The request body stopped arriving'));
    };
    // Node asks the request first when its socket idles; with a listener there it leaves the
    // socket open for the answer.
    socket.setTimeout(idleTimeoutMs);
    request.raw.once('timeout', onIdle);
    // Once the body is in, the connection's ordinary time-out applies again.
    request.raw.once('end', () => {
      request.raw.off('timeout', onIdle);
      socket.setTimeout(options.socketTimeoutMs);
    });
  });
}

import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Secrets never reach a log line: headers and body fields by name… */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.user_password',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.refresh_token',
  '*.access_token',
];

/** …and query parameters that carry one-time secrets (mail links, OAuth returns). */
const secretQueryParameters = new Set([
  'token',
  'code',
  'state',
  'refresh_token',
  'access_token',
  'password',
]);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parameters = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...parameters.keys()]) {
    if (secretQueryParameters.has(name.toLowerCase())) parameters.set(name, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${parameters.toString()}`;
}

/** The logger of the API: level, redaction, and request lines without secrets. */
export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remote_address: request.ip,
      }),
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

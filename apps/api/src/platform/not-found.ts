import type { FastifyInstance, HTTPMethods } from 'fastify';
import FindMyWay, { type HTTPMethod, type HTTPVersion, type Instance } from 'find-my-way';
import { sendProblem } from './errors';

/**
 * Unknown addresses under /api answer 404, and a known address with the
 * wrong method answers 405 with an Allow header. Every route is recorded as
 * it is added; a second router of them, to look up the methods of a path, is
 * built at the first address the app's own router does not know, not at start.
 */
const answerableMethods = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
] as const satisfies readonly HTTPMethod[];
type AnswerableMethod = (typeof answerableMethods)[number];

function isAnswerableMethod(method: string): method is AnswerableMethod {
  return (answerableMethods as readonly string[]).includes(method);
}

export function registerNotFound(app: FastifyInstance, options: { serveWebApp: boolean }): void {
  const routes: { method: AnswerableMethod; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    // The web app's files are one route for every path (web-app.ts): it makes no path known.
    if (route.url === '/*') return;
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods.filter(isAnswerableMethod))
      routes.push({ method, url: route.url });
  });
  let knownRoutes: Instance<HTTPVersion.V1> | undefined;
  function routerOfKnownRoutes(): Instance<HTTPVersion.V1> {
    if (knownRoutes !== undefined) return knownRoutes;
    knownRoutes = FindMyWay({ ignoreTrailingSlash: true });
    for (const { method, url } of routes) {
      try {
        knownRoutes.on(method, url, () => undefined);
      } catch {
        // The same method and path may be registered twice by plugins; once is enough here.
      }
    }
    return knownRoutes;
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const allowed = answerableMethods.filter(
      (method) => method !== request.method && routerOfKnownRoutes().find(method, path) !== null,
    );
    if (allowed.length > 0) {
      void reply.header('allow', allowed.join(', '));
      return sendProblem(
        request,
        reply,
        405,
        'method_not_allowed',
        `${request.method} is not allowed here; use ${allowed.join(' or ')}`,
      );
    }
    // A page path has no file extension; a missing file (an old asset name) must not get the page.
    const lastSegment = path.split('/').at(-1) ?? '';
    const isPage =
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !lastSegment.includes('.') &&
      (request.method === 'GET' || request.method === 'HEAD');
    if (options.serveWebApp && isPage) {
      // Every other path is a page of the single-page app; the app shows its own not-found page.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return sendProblem(
      request,
      reply,
      404,
      'route_not_found',
      `There is nothing at ${request.method} ${path}`,
    );
  });
}

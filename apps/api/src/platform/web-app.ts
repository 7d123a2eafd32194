import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The built web app, found from the source tree and from the API bundle alike. */
export function findWebAppFolder(): string | undefined {
  for (const relative of ['../../web/dist', '../../../web/dist']) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${candidate}/index.html`)) return candidate;
  }
  return undefined;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, the page
 * itself never; each file as the build compressed it (Brotli or gzip, with
 * Content-Encoding and Vary: Accept-Encoding) when the browser takes it.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route for every file, looked up on disk when asked for: listing the build's ~850 files
    // as routes at start took a tenth of a second. A path that is no file goes on to not-found.ts.
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes('/assets/');
      void reply.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // `/` is the landing page; it and every unknown page path get index.html (see not-found.ts).
  app.get('/', { schema: { hide: true }, config: { rateLimit: false } }, (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html'),
  );
}

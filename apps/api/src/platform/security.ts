import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { Env } from '../env';

/** Hosts the page needs when Google Analytics is configured. */
const analyticsScriptHosts = ['https://www.googletagmanager.com'];
const analyticsConnectHosts = [
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
  'https://www.googletagmanager.com',
];

/**
 * The Content-Security-Policy the app itself passes: scripts only from our
 * origin (no inline script anywhere), styles from our origin plus the inline
 * style attributes the component library sets, no plugins, no framing.
 */
export function contentSecurityPolicy(
  env: Pick<Env, 'gaMeasurementId' | 'appUrl'>,
): Record<string, string[]> {
  const analytics = env.gaMeasurementId !== undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(analytics ? analyticsScriptHosts : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? analyticsConnectHosts : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(analytics ? analyticsConnectHosts : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  if (env.appUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    crossOriginEmbedderPolicy: false,
    // Google sign-in opens a pop-up in later releases; same-origin-allow-popups keeps it working.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: env.appUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  // Closed by default: the app and the API share one origin. Other origins only when configured.
  await app.register(cors, {
    origin: env.corsOrigins.length > 0 ? env.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}

/**
 * API answers are personal (a profile, tokens, notifications) or change with
 * every write: no cache, shared or private, keeps them. A route that may be
 * cached says so itself (event images). Registered in the /api scope.
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });
}

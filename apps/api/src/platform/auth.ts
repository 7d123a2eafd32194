import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleMeets, type UserRole } from '@campus/contracts';
import { AppError } from './errors';

/** The person behind a request, as the database says now (not as the token said). */
export interface AuthUser {
  userId: string;
  sessionId: string;
  role: UserRole;
  email: string;
}

/** Who may call a route. Routes without `isPublic` need a signed-in user at least. */
export type RouteAccess = 'authenticated' | 'moderator' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles a route needs beyond being signed in. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in user, or null on a public route called without a token. */
    user: AuthUser | null;
  }
}

/**
 * Resolves a bearer token to the current user, checking the session and the
 * account in the database, so that logout, deactivation and role changes take
 * effect at once. Answers null for any token that is not good now.
 */
export type AuthenticateToken = (token: string) => Promise<AuthUser | null>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function meetsAccess(user: AuthUser, access: RouteAccess): boolean {
  return access === 'authenticated' || roleMeets(user.role, access);
}

/**
 * Every route of the scope it is registered in (the features under /api) is
 * closed unless its declaration says `isPublic`; `access` narrows it to
 * moderators or admins. A public route still learns who is calling when a
 * valid token comes with the request.
 */
export function registerAuth(app: FastifyInstance, authenticate: AuthenticateToken): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Unknown addresses (404) and the framework's own routes carry no declaration.
    if (request.routeOptions.url === undefined) return;
    const token = bearerToken(request);
    request.user = token === undefined ? null : await authenticate(token);
    if (config.isPublic === true) return;
    if (request.user === null) {
      throw AppError.unauthorized(
        token === undefined ? 'Please sign in' : 'Your session has ended; please sign in again',
      );
    }
    if (!meetsAccess(request.user, config.access ?? 'authenticated')) throw AppError.forbidden();
  });
}

/** The signed-in user of a route that requires one. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.user === null) throw AppError.unauthorized('Please sign in');
  return request.user;
}

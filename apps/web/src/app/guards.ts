import { roleMeets, type UserRole } from '@campus/contracts';
import type { RouteAccess, RouteHandle } from '../lib/routing';

/**
 * Route guards of SPEC.md section 4 ("Route guard order"), as one pure
 * decision. The guards only shape navigation; the API enforces access.
 */

/** The route being entered: its path pattern and its handle's access rule. */
export interface GuardedRoute {
  path: string;
  handle: Pick<RouteHandle, 'access'>;
}

/** What the client knows about the session when a route is entered. */
export type SessionView =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; role: UserRole };

export interface GuardContext {
  /** The pathname being entered. */
  pathname: string;
  /** Its query string, with or without the leading `?`. */
  search: string;
  session: SessionView;
  /** Whether maintenance mode is on; `undefined` while the system status loads. */
  isMaintenance: boolean | undefined;
  /**
   * The visitor signed in on this very guest page (login, graduate login): the
   * page sends them on to where they were going, so the guard does not race it
   * with its own redirect to `/`.
   */
  signedInHere?: boolean;
}

export type GuardReason = 'maintenance' | 'login-required' | 'role' | 'guest-only';

export type GuardDecision =
  | { type: 'allow' }
  /** Not decidable yet: show a loader until the session or the system status is known. */
  | { type: 'wait' }
  | { type: 'redirect'; to: string; reason: GuardReason };

export const loginPath = '/reception/login';

/** The routes a signed-in user can sign in from while maintenance mode is on. */
export const signInPaths: readonly string[] = [
  '/reception/login',
  '/reception/google/callback',
  '/reception-vip/login',
];

const allow: GuardDecision = { type: 'allow' };
const wait: GuardDecision = { type: 'wait' };

/** Routes still open to everyone while maintenance mode is on: the landing page says so, and admins must be able to sign in. */
function isOpenDuringMaintenance(pathname: string): boolean {
  return pathname === '/' || signInPaths.includes(pathname);
}

function hasResetToken(route: GuardedRoute, search: string): boolean {
  if (route.path !== '/reception/password-reset') return false;
  const token = new URLSearchParams(search).get('token');
  return token !== null && token.trim() !== '';
}

function hasRole(session: SessionView, access: RouteAccess): boolean {
  if (session.status !== 'signed-in') return false;
  return access === 'admin' || access === 'moderator' ? roleMeets(session.role, access) : true;
}

/** The login path that brings the visitor back to where they were going. */
export function loginRedirect(pathname: string, search: string): string {
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${loginPath}?${new URLSearchParams({ next: `${pathname}${query}` }).toString()}`;
}

/**
 * Decides whether a route may render, in SPEC order:
 * 1. password reset with a token always passes;
 * 2. maintenance mode lets only admins through (except `/` and the sign-in routes);
 * 3. login-required routes send signed-out visitors to the login page;
 * 4. role routes send users lacking the role to `/`;
 * 5. guest-only routes send signed-in users to `/` (unless they signed in on that page).
 */
export function decideAccess(route: GuardedRoute, context: GuardContext): GuardDecision {
  const { session } = context;
  const { access } = route.handle;

  if (hasResetToken(route, context.search)) return allow;

  if (!isOpenDuringMaintenance(context.pathname)) {
    if (context.isMaintenance === undefined) return wait;
    if (context.isMaintenance) {
      if (session.status === 'loading') return wait;
      if (!(session.status === 'signed-in' && session.role === 'admin')) {
        return { type: 'redirect', to: '/', reason: 'maintenance' };
      }
    }
  }

  if (access === 'auth' || access === 'moderator' || access === 'admin') {
    if (session.status === 'loading') return wait;
    if (session.status === 'signed-out') {
      return {
        type: 'redirect',
        to: loginRedirect(context.pathname, context.search),
        reason: 'login-required',
      };
    }
    if (!hasRole(session, access)) return { type: 'redirect', to: '/', reason: 'role' };
    return allow;
  }

  if (access === 'guest') {
    if (session.status === 'loading') return wait;
    if (session.status === 'signed-in' && context.signedInHere !== true) {
      return { type: 'redirect', to: '/', reason: 'guest-only' };
    }
  }

  return allow;
}

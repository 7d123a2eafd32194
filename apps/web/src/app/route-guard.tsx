import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { checkSession, useAuth } from '../lib/auth-store';
import type { AuthState } from '../lib/auth-store';
import type { RouteAccess } from '../lib/routing';
import { useSystemStatus } from '../lib/system-status';
import { useCurrentRoute } from './current-route';
import type { GuardedRoute, SessionView } from './guards';
import { decideAccess } from './guards';

/** The session as the guards see it. */
export function toSessionView(auth: AuthState): SessionView {
  if (auth.isAuthenticated && auth.user_current !== null) {
    return { status: 'signed-in', role: auth.user_current.user_role };
  }
  return auth.loading ? { status: 'loading' } : { status: 'signed-out' };
}

/** Whether maintenance mode is on; unknown while loading, and off when the status cannot be read. */
export function useMaintenanceMode(): boolean | undefined {
  const { data, isError } = useSystemStatus();
  if (data !== undefined) return data.maintenance_mode;
  return isError ? false : undefined;
}

function isProtected(access: RouteAccess): boolean {
  return access === 'auth' || access === 'moderator' || access === 'admin';
}

interface RouteGuardProps {
  route: GuardedRoute;
  children: ReactNode;
}

/** Renders its page only when `decideAccess` allows it; re-checks the session on entering protected routes. */
export function RouteGuard({ route, children }: RouteGuardProps) {
  const location = useLocation();
  const auth = useAuth();
  const isMaintenance = useMaintenanceMode();
  const { access } = route.handle;

  useEffect(() => {
    if (isProtected(access)) void checkSession();
  }, [access, location.pathname]);

  const session = toSessionView(auth);
  // A guest page first seen signed out, where the visitor then signs in, navigates on by itself.
  const [wasSignedOutHere, setWasSignedOutHere] = useState(false);
  if (access === 'guest' && session.status === 'signed-out' && !wasSignedOutHere) {
    setWasSignedOutHere(true);
  }

  const decision = decideAccess(route, {
    pathname: location.pathname,
    search: location.search,
    session,
    isMaintenance,
    signedInHere: wasSignedOutHere,
  });
  if (decision.type === 'wait') return <CenteredLoader />;
  if (decision.type === 'redirect') {
    // The loader stays until the page redirected to has loaded.
    return (
      <>
        <Navigate to={decision.to} replace />
        <CenteredLoader />
      </>
    );
  }
  return children;
}

/** The matched page behind the guard its route's `handle` asks for; a new guard for each route. */
export function GuardedOutlet() {
  const route = useCurrentRoute();
  return (
    <RouteGuard key={route.path} route={route}>
      <Outlet />
    </RouteGuard>
  );
}

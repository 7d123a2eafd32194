import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { checkSession, useAuth } from '../lib/auth-store';
import type { AuthState } from '../lib/auth-store';
import { useSystemStatus } from '../lib/system-status';
import type { SessionView } from './guards';
import { decideAccess } from './guards';
import type { AppRoute } from './routes';

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

function isProtected(access: AppRoute['access']): boolean {
  return access === 'auth' || access === 'moderator' || access === 'admin';
}

interface RouteGuardProps {
  route: Pick<AppRoute, 'path' | 'access'>;
  children: ReactNode;
}

/** Renders its page only when `decideAccess` allows it; re-checks the session on entering protected routes. */
export function RouteGuard({ route, children }: RouteGuardProps) {
  const location = useLocation();
  const auth = useAuth();
  const isMaintenance = useMaintenanceMode();

  useEffect(() => {
    if (isProtected(route.access)) void checkSession();
  }, [route.access, location.pathname]);

  const session = toSessionView(auth);
  // A guest page first seen signed out, where the visitor then signs in, navigates on by itself.
  const [wasSignedOutHere, setWasSignedOutHere] = useState(false);
  if (route.access === 'guest' && session.status === 'signed-out' && !wasSignedOutHere) {
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
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}

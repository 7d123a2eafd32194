import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { AuthState } from './auth-store';
import { getAuthState, logout, subscribeToAuth } from './auth-store';

/** The current session state; re-renders when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
}

/** Logs out, then sends the visitor to the login page (SPEC.md section 2). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate('/reception/login');
  }, [navigate]);
}

import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { getAuthState } from './auth-store';

/** Navigation state that passes every leave guard, for leaving on purpose (the account was just deleted). */
export const leaveWithoutAsking = { leaveWithoutAsking: true } as const;

function isLeavingOnPurpose(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && Reflect.get(state, 'leaveWithoutAsking') === true
  );
}

export interface LeaveGuardControls {
  /** React Router's blocker: `blocked` while asking whether to leave. */
  blocker: Blocker;
  /** Lets the next navigation or reload through without asking (a reload into a new language). */
  release: () => void;
}

/**
 * SPEC section 8 'You have unsaved changes. Are you sure you want to leave?':
 * while `isDirty`, going to another page inside the app is held (the caller
 * asks, then proceeds or resets the blocker), and closing or reloading the tab
 * asks the browser's own question. Once the session has ended (sign-out, the
 * account deleted) nothing can be saved any more, so nothing is held; a
 * navigation with `leaveWithoutAsking` as its state passes too.
 */
export function useLeaveGuardControls(isDirty: boolean): LeaveGuardControls {
  const dirty = useRef(isDirty);
  const released = useRef(false);

  useEffect(() => {
    dirty.current = isDirty;
    released.current = false;
  }, [isDirty]);

  const shouldAsk = useCallback(
    () => dirty.current && !released.current && getAuthState().isAuthenticated,
    [],
  );

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      shouldAsk() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isLeavingOnPurpose(nextLocation.state),
  );

  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (shouldAsk()) event.preventDefault();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [shouldAsk]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { blocker, release };
}

/** The leave guard of a form that never needs to let a navigation through unasked. */
export function useLeaveGuard(isDirty: boolean): Blocker {
  return useLeaveGuardControls(isDirty).blocker;
}

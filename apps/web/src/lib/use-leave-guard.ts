import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { getAuthState } from './auth-store';

/**
 * SPEC section 8 'You have unsaved changes. Are you sure you want to leave?'
 * for a form in a drawer: while `isDirty`, going to another page inside the
 * app is held (the caller asks, then proceeds or resets the blocker), and
 * closing or reloading the tab asks the browser's own question. Once the
 * session has ended nothing can be saved any more, so nothing is held.
 */
export function useLeaveGuard(isDirty: boolean): Blocker {
  const dirty = useRef(isDirty);

  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      getAuthState().isAuthenticated &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (dirty.current && getAuthState().isAuthenticated) event.preventDefault();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  return blocker;
}

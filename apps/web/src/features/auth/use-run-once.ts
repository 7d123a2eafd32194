import { useEffect, useRef } from 'react';

/**
 * Runs `task` once per mounted page, on the first effect. React's StrictMode
 * runs effects twice in development; the ref survives that, so a one-time
 * call (an e-mailed token, Google's code) is never sent twice.
 */
export function useRunOnce(task: () => void): void {
  const hasRun = useRef(false);
  const latestTask = useRef(task);
  useEffect(() => {
    latestTask.current = task;
  });
  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    latestTask.current();
  }, []);
}

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSaveGpaPlan, useSavedGpaPlan } from './api';
import { fromGpaPlan, toGpaPlan } from './gpa-plan';
import { createGpaProfileSync, type GpaSyncStatus } from './gpa-profile-sync';
import { hasCalculatorContent } from './gpa-storage';
import type { GpaCalculator } from './use-gpa-calculator';

/**
 * Keeps the calculator in the profile of the signed-in person (PRODUCT
 * "Courses": kept in the browser and, when signed in, in the profile). On
 * load the saved calculator is read: when the profile has one it is shown
 * (and kept in this browser); when it has none, what this browser has is
 * sent. Every later change is sent after a pause of about a second. Signed
 * out (`userId` null) nothing is read or sent.
 */
export function useGpaProfileSync(calculator: GpaCalculator, userId: string | null) {
  const { data, revision, replaceAll } = calculator;
  const savedPlan = useSavedGpaPlan(userId);
  const { mutateAsync: savePlan } = useSaveGpaPlan(userId);
  const [sync] = useState(createGpaProfileSync);
  // Declared first, so the way to save is set before anything is sent.
  useEffect(() => {
    sync.setSave(savePlan);
  }, [sync, savePlan]);
  const status: GpaSyncStatus = useSyncExternalStore(sync.subscribe, sync.getStatus);

  // Leaving the page sends a change still waiting for its pause. Declared
  // before the session effect, so this cleanup runs before that one stops.
  useEffect(
    () => () => {
      sync.flush();
    },
    [sync],
  );

  useEffect(() => {
    if (userId === null) return undefined;
    sync.start();
    return () => {
      sync.stop();
    };
  }, [sync, userId]);

  // The person's own changes (not a calculator shown from the profile).
  const reportedRevision = useRef(revision);
  useEffect(() => {
    if (reportedRevision.current === revision) return;
    reportedRevision.current = revision;
    sync.changed(toGpaPlan(data));
  }, [sync, revision, data]);

  // Each new answer of the read is handled once; typing meanwhile does not repeat it.
  const { data: saved, dataUpdatedAt, errorUpdatedAt, isFetchedAfterMount, refetch } = savedPlan;
  const handledAt = useRef(0);
  useEffect(() => {
    if (userId === null || !isFetchedAfterMount) return;
    const answeredAt = Math.max(dataUpdatedAt, errorUpdatedAt);
    if (answeredAt <= handledAt.current) return;
    handledAt.current = answeredAt;
    if (saved === undefined || errorUpdatedAt > dataUpdatedAt) {
      sync.loadFailed();
      return;
    }
    const shown = sync.loaded(saved, toGpaPlan(data), hasCalculatorContent(data));
    if (shown !== undefined) replaceAll(fromGpaPlan(shown));
  }, [sync, userId, isFetchedAfterMount, dataUpdatedAt, errorUpdatedAt, saved, data, replaceAll]);

  const retry = useCallback(() => {
    if (sync.retry()) void refetch();
  }, [sync, refetch]);

  return { status, retry };
}

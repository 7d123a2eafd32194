import type { GpaPlan, SavedGpaPlan } from '@campus/contracts';

/**
 * What the line under the calculator's title says about the copy kept in the profile:
 * - `off`: signed out, nothing is sent;
 * - `loading`: the saved calculator is being read;
 * - `loadFailed`: it could not be read (a retry reads it again);
 * - `idle`: nothing to keep yet (both the profile and the browser are empty);
 * - `saving`, `saved`, `failed`: the newest change is waiting or on its way, kept, or refused.
 */
export type GpaSyncStatus =
  'off' | 'loading' | 'loadFailed' | 'idle' | 'saving' | 'saved' | 'failed';

/** The pause after the last change before it is sent. */
export const gpaSaveDelayMs = 1_000;

/** Sends the whole calculator to the profile. */
export type SaveGpaPlan = (plan: GpaPlan) => Promise<unknown>;

const notConnected: SaveGpaPlan = () => Promise.reject(new Error('No way to save is set'));

/**
 * Keeps the calculator of a signed-in person in step with the profile,
 * without React: the page reports what happens, this decides what to send and
 * when. Changes are sent after a pause, never more than one request at a time:
 * a change made while a request is on its way is sent when that request ends.
 * What the server answers to a save is never shown, so a late answer cannot
 * undo newer typing.
 */
export function createGpaProfileSync(delayMs: number = gpaSaveDelayMs) {
  let save = notConnected;
  let status: GpaSyncStatus = 'off';
  const listeners = new Set<() => void>();
  /** The newest plan not yet sent (or sent and refused). */
  let waiting: GpaPlan | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  /** Bumped when the session stops, so that the answer of an older session changes nothing. */
  let generation = 0;
  /** Whether the person changed the calculator before the saved one was read. */
  let changedBeforeLoad = false;

  function setStatus(next: GpaSyncStatus): void {
    if (status === next) return;
    status = next;
    for (const listener of listeners) listener();
  }

  function clearTimer(): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
  }

  function send(): void {
    clearTimer();
    // While a request is on its way, its end sends what waits.
    if (inFlight || waiting === undefined) return;
    const plan = waiting;
    const sentIn = generation;
    waiting = undefined;
    inFlight = true;
    setStatus('saving');
    const finish = (isSaved: boolean) => {
      inFlight = false;
      if (sentIn !== generation) {
        if (waiting !== undefined && timer === undefined) send();
        return;
      }
      if (!isSaved) waiting ??= plan;
      if (timer !== undefined) return;
      if (isSaved && waiting !== undefined) send();
      else setStatus(isSaved ? 'saved' : 'failed');
    };
    save(plan).then(
      () => {
        finish(true);
      },
      () => {
        finish(false);
      },
    );
  }

  return {
    getStatus: (): GpaSyncStatus => status,

    /** The call that sends a plan (the page's mutation). */
    setSave(next: SaveGpaPlan): void {
      save = next;
    },

    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Signed in: the saved calculator is being read. */
    start(): void {
      if (status === 'off') setStatus('loading');
    },

    /** Signed out: what waits is forgotten and nothing more is sent. */
    stop(): void {
      clearTimer();
      waiting = undefined;
      generation += 1;
      setStatus('off');
    },

    /** Reading the saved calculator failed. */
    loadFailed(): void {
      if (status === 'loading') setStatus('loadFailed');
    },

    /**
     * The saved calculator was read. Answers the plan the page should show
     * instead of its own, or undefined to keep the page's. The page's own wins
     * (and is sent) when the person changed it meanwhile, or when the profile
     * has none yet and the page has something.
     */
    loaded(saved: SavedGpaPlan, local: GpaPlan, localHasContent: boolean): GpaPlan | undefined {
      if (status !== 'loading') return undefined;
      const keepLocal = changedBeforeLoad || (saved.plan === null && localHasContent);
      changedBeforeLoad = false;
      if (keepLocal) {
        waiting = local;
        setStatus('saving');
        send();
        return undefined;
      }
      setStatus(saved.plan === null ? 'idle' : 'saved');
      return saved.plan ?? undefined;
    },

    /** The person changed the calculator: it is sent after the pause. */
    changed(plan: GpaPlan): void {
      if (status === 'off' || status === 'loading' || status === 'loadFailed') {
        changedBeforeLoad = true;
        return;
      }
      waiting = plan;
      clearTimer();
      setStatus('saving');
      timer = setTimeout(send, delayMs);
    },

    /** Answers true when the saved calculator must be read again; otherwise sends what waits now. */
    retry(): boolean {
      if (status === 'loadFailed') {
        setStatus('loading');
        return true;
      }
      send();
      return false;
    },

    /** Sends what waits without the pause, for instance when the page closes. */
    flush(): void {
      if (timer !== undefined) send();
    },
  };
}

export type GpaProfileSync = ReturnType<typeof createGpaProfileSync>;

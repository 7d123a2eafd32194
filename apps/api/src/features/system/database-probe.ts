/** How long a database check's answer stands before the next health call checks again. */
export const databaseCheckMaxAgeMs = 1_000;

/** How long a check waits for the database before calling it down. */
export const databaseCheckTimeoutMs = 2_000;

export interface DatabaseProbe {
  /** Whether the database answered, checked at most once per `maxAgeMs`; concurrent calls share a check. */
  isUp(): Promise<boolean>;
}

interface ProbeOptions {
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

function withTimeout(promise: Promise<void>, milliseconds: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('database ping timed out'));
    }, milliseconds);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The health check's view of the database. A load balancer or monitor may call the health
 * check many times a second; the database sees one `select 1` per second at most, and an
 * outage shows within that second.
 */
export function createDatabaseProbe(
  ping: () => Promise<void>,
  onDown: (error: unknown) => void,
  {
    maxAgeMs = databaseCheckMaxAgeMs,
    timeoutMs = databaseCheckTimeoutMs,
    now = Date.now,
  }: ProbeOptions = {},
): DatabaseProbe {
  let last: { at: number; up: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;

  async function check(): Promise<boolean> {
    const startedAt = now();
    let up: boolean;
    try {
      await withTimeout(ping(), timeoutMs);
      up = true;
    } catch (error) {
      onDown(error);
      up = false;
    }
    last = { at: startedAt, up };
    return up;
  }

  return {
    isUp() {
      if (last !== undefined && now() - last.at < maxAgeMs) return Promise.resolve(last.up);
      inFlight ??= check().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

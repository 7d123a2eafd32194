import { AppError } from '../../platform/errors';

/** The 429 of a throttled request: it says in how many minutes to try again, and Retry-After. */
export function retryLater(reason: string, waitSeconds: number): AppError {
  return new AppError(
    429,
    'rate_limited',
    `${reason} Please try again in ${String(Math.ceil(waitSeconds / 60))} minutes.`,
    undefined,
    { 'retry-after': String(waitSeconds) },
  );
}

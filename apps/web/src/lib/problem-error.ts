import { HTTPError } from 'ky';
import { readProblem, type ProblemDetails } from './api-client';

/** A failed call that the API explained with a problem+json answer (its detail, code and field errors). */
export class ProblemError extends Error {
  readonly problem: ProblemDetails;

  constructor(problem: ProblemDetails) {
    super(problem.detail);
    this.name = 'ProblemError';
    this.problem = problem;
  }
}

/**
 * Runs a call and turns an HTTP error that carries a problem+json body into a
 * ProblemError, so screens can show its `detail` and its field errors; any
 * other failure (network, time-out, invalid answer) is passed on unchanged.
 */
export async function withProblem<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const problem = await readProblem(error);
    if (problem !== undefined) throw new ProblemError(problem);
    throw error;
  }
}

/** The HTTP status of a failed call, when the API answered at all. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ProblemError) return error.problem.status;
  if (error instanceof HTTPError) return error.response.status;
  return undefined;
}

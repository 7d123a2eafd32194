import { readProblem } from '../../lib/api-client';
import { InvalidResponseError } from '../../lib/auth-store';
import { ProblemError } from '../../lib/problem-error';

/** What a failed call tells a form: the sentence to show, and the API's status and code when it answered. */
export interface Failure {
  message: string;
  status?: number;
  code?: string;
  /** Field problems of a validation answer, keyed by the last segment of the field path. */
  fieldErrors?: Record<string, string>;
}

/**
 * Reads a failed call: the server's `detail` (SPEC.md section 8) when it sent
 * a problem answer, else `fallback`. An incomplete sign-in answer reads as
 * `invalidResponse` ('Invalid response format', SPEC.md section 5).
 */
export async function toFailure(
  error: unknown,
  fallback: string,
  invalidResponse: string,
): Promise<Failure> {
  if (error instanceof InvalidResponseError) return { message: invalidResponse };
  const problem = error instanceof ProblemError ? error.problem : await readProblem(error);
  if (problem === undefined) return { message: fallback };
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of problem.errors ?? []) {
    const name = field.split('.').at(-1);
    if (name !== undefined && name !== '') fieldErrors[name] ??= message;
  }
  return {
    message: problem.detail,
    status: problem.status,
    ...(problem.code === undefined ? {} : { code: problem.code }),
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
  };
}

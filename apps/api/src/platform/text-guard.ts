import type { FastifyInstance } from 'fastify';
import type { FieldProblemInput } from '@campus/contracts';
import { AppError } from './errors';

/** PostgreSQL's text cannot hold the NUL character: a value with one could only fail later, as a 500. */
const nul = '\u0000';
/** Enough to name the fields at fault without walking a hostile document for long. */
const maxProblems = 20;
const maxDepth = 32;

function collect(
  value: unknown,
  path: string[],
  problems: FieldProblemInput[],
  depth: number,
): void {
  if (problems.length >= maxProblems || depth > maxDepth) return;
  if (typeof value === 'string') {
    if (value.includes(nul))
      problems.push({
        field: path.join('.'),
        message: `${path.at(-1) ?? 'value'} must not contain a NUL character`,
      });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collect(item, [...path, String(index)], problems, depth + 1);
    });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    // A name with a NUL is named by its place, without the character.
    collect(item, [...path, key.replaceAll(nul, '\\0')], problems, depth + 1);
    if (key.includes(nul) && problems.length < maxProblems)
      problems.push({
        field: path.join('.'),
        message: 'a field name must not contain a NUL character',
      });
  }
}

/**
 * Refuses, in one place for every API route, text that the database cannot
 * store: a NUL character anywhere in the path parameters, the query or a JSON
 * body answers 400 naming each field, before validation and before any work.
 */
export function registerTextGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const problems: FieldProblemInput[] = [];
    collect(request.params, ['path'], problems, 0);
    collect(request.query, ['query'], problems, 0);
    collect(request.body, ['body'], problems, 0);
    if (problems.length > 0)
      throw AppError.badRequest(
        'The request contains a NUL character, which cannot be stored',
        problems,
      );
  });
}

import type { z } from 'zod';
import { fieldErrorOf, fieldProblem, type FieldProblem } from '@campus/contracts';
import { AppError } from './errors';

/**
 * The field messages of a zod failure, worded as the JSON routes word them
 * (a code and the SPEC.md section 5 sentence), for input the framework does
 * not validate by itself, such as the text fields of a multipart form.
 */
export function fieldProblemsOf(
  error: z.ZodError,
  input: Record<string, unknown>,
  part = 'body',
): FieldProblem[] {
  return error.issues.map((issue) => {
    const segments = issue.path.map(String);
    const field = segments.at(-1) ?? part;
    const value = segments.length > 0 ? input[segments[0] ?? ''] : undefined;
    return fieldProblem(
      [part, ...segments].join('.'),
      fieldErrorOf({
        code: issue.code,
        field,
        isMissing: value === undefined || value === null || value === '',
        message: issue.message,
        minimum: 'minimum' in issue ? issue.minimum : undefined,
        maximum: 'maximum' in issue ? issue.maximum : undefined,
        origin: 'origin' in issue ? issue.origin : undefined,
        format: 'format' in issue ? issue.format : undefined,
        values: 'values' in issue ? issue.values : undefined,
      }),
      issue.message,
    );
  });
}

/** Parses form fields with a contract schema, or answers 400 with a message per field. */
export function parseFormFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw AppError.badRequest(
    'Please check the form for errors',
    fieldProblemsOf(result.error, fields),
  );
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeFieldError, describeIssue, fieldErrorOf } from './field-messages';

function messagesFor(schema: z.ZodType, input: Record<string, unknown>): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = String(issue.path.at(-1) ?? 'value');
    const value = input[field];
    return describeIssue({
      ...issue,
      field,
      isMissing: value === undefined || value === null || value === '',
    });
  });
}

const schema = z.object({
  user_email: z.email(),
  user_password: z.string().min(12).max(128),
  role: z.enum(['student', 'graduate']),
  order: z.number().int().min(1).max(999),
});

describe('describeIssue', () => {
  it('says a missing field is required', () => {
    expect(
      messagesFor(schema, { user_password: 'x'.repeat(12), role: 'student', order: 1 }),
    ).toEqual(['user_email is required']);
  });

  it('uses the SPEC sentences for e-mail, minimum and maximum length', () => {
    expect(
      messagesFor(schema, {
        user_email: 'nope',
        user_password: 'short',
        role: 'student',
        order: 1,
      }),
    ).toEqual([
      'please enter a valid email address',
      'user_password must be at least 12 characters',
    ]);
    expect(
      messagesFor(schema, {
        user_email: 'a@b.co',
        user_password: 'x'.repeat(129),
        role: 'student',
        order: 1,
      }),
    ).toEqual(['must not exceed 128 characters']);
  });

  it('names the allowed values and numeric bounds', () => {
    expect(
      messagesFor(schema, {
        user_email: 'a@b.co',
        user_password: 'x'.repeat(12),
        role: 'admin',
        order: 1000,
      }),
    ).toEqual(['role must be one of student, graduate', 'order must be at most 999']);
  });

  it('keeps a message written for the rule', () => {
    const custom = z.object({ id: z.string().regex(/^[a-z-]+$/, 'Invalid project identifier') });
    expect(messagesFor(custom, { id: 'Bad Id' })).toEqual(['Invalid project identifier']);
    const plain = z.object({ id: z.string().regex(/^[a-z-]+$/) });
    expect(messagesFor(plain, { id: 'Bad Id' })).toEqual(['id is not in the expected format']);
    const refined = z.object({ id: z.string().refine((value) => value === 'ok', 'Invalid ID') });
    expect(messagesFor(refined, { id: 'nope' })).toEqual(['Invalid ID']);
  });

  it("says an empty list item's rule instead of its index", () => {
    const item = { code: 'too_small', origin: 'string', minimum: 1, isMissing: true };
    expect(describeIssue({ ...item, field: '1', message: 'Each option needs a text' })).toBe(
      'Each option needs a text',
    );
    expect(describeIssue({ ...item, field: '1' })).toBe('1 is required');
    expect(describeIssue({ ...item, field: 'title', message: 'A title is needed' })).toBe(
      'title is required',
    );
  });
});

describe('fieldErrorOf', () => {
  function errorsFor(schema: z.ZodType, input: Record<string, unknown>) {
    const result = schema.safeParse(input);
    if (result.success) return [];
    return result.error.issues.map((issue) => {
      const field = String(issue.path.at(-1) ?? 'value');
      const value = input[field];
      return fieldErrorOf({
        ...issue,
        field,
        isMissing: value === undefined || value === null || value === '',
      });
    });
  }

  it('gives each issue a code and the numbers or words its sentence needs', () => {
    expect(
      errorsFor(schema, { user_email: 'nope', user_password: 'short', role: 'admin', order: 1000 }),
    ).toEqual([
      { code: 'email' },
      { code: 'too_short', params: { min: 12 } },
      { code: 'one_of', params: { values: 'student, graduate' } },
      { code: 'too_big', params: { max: 999 } },
    ]);
    expect(
      errorsFor(schema, { user_password: 'x'.repeat(129), role: 'student', order: 0 }),
    ).toEqual([
      { code: 'required' },
      { code: 'too_long', params: { max: 128 } },
      { code: 'too_small', params: { min: 1 } },
    ]);
  });

  it('calls a message written for the rule a rule, and says it in that sentence', () => {
    const refined = z.object({ id: z.string().refine((value) => value === 'ok', 'Invalid ID') });
    expect(errorsFor(refined, { id: 'nope' })).toEqual([{ code: 'rule' }]);
    expect(describeFieldError('id', { code: 'rule' }, 'Invalid ID')).toBe('Invalid ID');
    expect(describeFieldError('tags', { code: 'too_many', params: { max: 5 } })).toBe(
      'tags must not have more than 5 items',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import {
  assertNotInUse,
  isConcurrentConflict,
  publishedAtOf,
  savedAction,
} from './quiz-builder-common';

function databaseError(code: string): Error {
  return Object.assign(new Error('database error'), { code });
}

describe('isConcurrentConflict', () => {
  it('knows key violations and deadlocks, also as the cause of another error', () => {
    expect(isConcurrentConflict(databaseError('23505'))).toBe(true);
    expect(isConcurrentConflict(databaseError('40P01'))).toBe(true);
    expect(isConcurrentConflict(new Error('query failed', { cause: databaseError('23503') }))).toBe(
      true,
    );
  });

  it('leaves other errors alone', () => {
    expect(isConcurrentConflict(databaseError('23502'))).toBe(false);
    expect(isConcurrentConflict(new Error('no code'))).toBe(false);
    expect(isConcurrentConflict('23505')).toBe(false);
  });
});

describe('assertNotInUse', () => {
  it('names the first users of a thing and counts the rest', () => {
    let refusal: unknown;
    try {
      assertNotInUse('matter', [
        { usage: { count: 3, labels: ['A', 'B'] }, singular: 'question', plural: 'questions' },
        { usage: { count: 1, labels: ['C'] }, singular: 'child matter', plural: 'child matters' },
      ]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 409,
      detail:
        'This matter is used by 3 questions: "A", "B" and 1 more; and by 1 child matter: "C". Remove it from them first.',
    });
  });

  it('passes a thing nothing uses', () => {
    expect(() => {
      assertNotInUse('option', [
        { usage: { count: 0, labels: [] }, singular: 'question', plural: 'questions' },
      ]);
    }).not.toThrow();
  });
});

describe('publishing', () => {
  it('stamps published_at once, as a quiz or bundle becomes published', () => {
    const earlier = new Date('2026-01-01T00:00:00Z');
    expect(publishedAtOf('published', undefined)).toBeInstanceOf(Date);
    expect(publishedAtOf('draft', undefined)).toBeNull();
    expect(publishedAtOf('published', { status: 'published', published_at: earlier })).toBe(
      earlier,
    );
    expect(publishedAtOf('archived', { status: 'published', published_at: earlier })).toBe(earlier);
  });

  it('audits a change of status as published or archived, anything else as updated', () => {
    expect(savedAction('qb_quiz', 'draft', 'published')).toBe('qb_quiz.published');
    expect(savedAction('qb_bundle', 'published', 'archived')).toBe('qb_bundle.archived');
    expect(savedAction('qb_quiz', 'published', 'published')).toBe('qb_quiz.updated');
    expect(savedAction('qb_bundle', 'archived', 'draft')).toBe('qb_bundle.updated');
  });
});

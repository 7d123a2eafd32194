import { foldSearchText, type FieldProblemInput, type QbQuizStatus } from '@campus/contracts';
import { AppError } from '../../platform/errors';
import type { Usage } from './quiz-builder-sql';

/** Problems and small rules that the quiz builder's services share. */

/**
 * PostgreSQL's restrict_violation (23001, an ON DELETE RESTRICT key),
 * foreign_key_violation (23503), unique_violation (23505) and
 * deadlock_detected (40P01): what two admins changing the same things at the
 * same time can run into past the service's own checks.
 */
const conflictCodes = new Set(['23001', '23503', '23505', '40P01']);

export function isConcurrentConflict(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && conflictCodes.has(code)) return true;
    current = current.cause;
  }
  return false;
}

/** Runs a change; a key violation or deadlock that slipped past the checks is a 409 with `conflict`. */
export async function runGuarded<Result>(
  work: () => Promise<Result>,
  conflict: string,
): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (isConcurrentConflict(error)) throw AppError.conflict(conflict);
    throw error;
  }
}

/** A usage as a reader sees it: `3 questions: "A", "B" and 1 more`. */
export function describeUsage(usage: Usage, singular: string, plural: string): string {
  const noun = usage.count === 1 ? singular : plural;
  const names = usage.labels.map((label) => `"${label}"`).join(', ');
  const more = usage.count - usage.labels.length;
  return `${String(usage.count)} ${noun}: ${names}${more > 0 ? ` and ${String(more)} more` : ''}`;
}

/** Throws the 409 of a thing that is still used somewhere; empty usages are left out. */
export function assertNotInUse(
  thing: string,
  usages: { usage: Usage; singular: string; plural: string }[],
): void {
  const parts = usages
    .filter((entry) => entry.usage.count > 0)
    .map((entry) => describeUsage(entry.usage, entry.singular, entry.plural));
  if (parts.length === 0) return;
  throw AppError.conflict(
    `This ${thing} is used by ${parts.join('; and by ')}. Remove it from them first.`,
  );
}

export const invalidForm = (problems: FieldProblemInput[]) =>
  AppError.badRequest('Please check the form for errors', problems);

/** The statuses of quizzes, which bundles share: draft, published and archived. */
type PublishedStatus = QbQuizStatus;

/** When a quiz or bundle was published: now as it becomes published, else as it was. */
export function publishedAtOf(
  status: PublishedStatus,
  before: { status: PublishedStatus; published_at: Date | null } | undefined,
): Date | null {
  const becomesPublished = status === 'published' && before?.status !== 'published';
  return becomesPublished ? new Date() : (before?.published_at ?? null);
}

/** The audit action of a saved quiz or bundle: `published` or `archived` as it becomes so. */
export function savedAction<Kind extends 'qb_quiz' | 'qb_bundle'>(
  kind: Kind,
  from: PublishedStatus,
  to: PublishedStatus,
): `${Kind}.published` | `${Kind}.archived` | `${Kind}.updated` {
  if (from !== to && to === 'published') return `${kind}.published`;
  if (from !== to && to === 'archived') return `${kind}.archived`;
  return `${kind}.updated`;
}

/** The folded search text of a quiz or bundle: its titles and descriptions in both languages. */
export function searchTextOf(body: {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
}): string {
  return foldSearchText(
    [body.title_en, body.title_tr, body.description_en, body.description_tr].join(' '),
  );
}

import {
  hasModeratorAccess,
  poolQuestionPolicy,
  type PoolQuestionFacts,
  type PoolStatus,
} from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';

/**
 * Who may read and change what in the Q&A bank and the question pool: the
 * contracts' policy decides, these functions say why when it refuses.
 */

/** The facts of a pool question that its rules read. */
interface QuestionFacts {
  author_id: string;
  status: PoolStatus;
  reply_count: number;
}

function factsFor(facts: QuestionFacts, viewer: AuthUser): PoolQuestionFacts {
  return {
    isAsker: facts.author_id === viewer.userId,
    status: facts.status,
    replyCount: facts.reply_count,
  };
}

/** Everyone reads answered Q&A entries; moderators read every status. */
export function readsEveryEntry(viewer: AuthUser | null): boolean {
  return hasModeratorAccess(viewer?.role);
}

const changed = { edit: 'edited', withdraw: 'withdrawn' } as const;

/** The asker edits or withdraws their own question, and only while it is open and nobody has replied. */
export function assertAskerMayChange(
  facts: QuestionFacts,
  viewer: AuthUser,
  change: keyof typeof changed,
): void {
  const question = factsFor(facts, viewer);
  if (poolQuestionPolicy.mayChange(question)) return;
  if (!question.isAsker)
    throw AppError.forbidden(`Only the person who asked can ${change} this question`);
  throw AppError.conflict(
    `A question can be ${changed[change]} only while it is open and has no replies`,
  );
}

/** Moderators delete any question; the asker withdraws theirs as `assertAskerMayChange` allows. */
export function assertMayDelete(facts: QuestionFacts, viewer: AuthUser): void {
  if (!poolQuestionPolicy.mayDelete(viewer.role, factsFor(facts, viewer)))
    assertAskerMayChange(facts, viewer, 'withdraw');
}

/** The asker marks their question answered or open again; only moderators close or reopen one. */
export function assertMaySetStatus(facts: QuestionFacts, status: PoolStatus, viewer: AuthUser) {
  const question = factsFor(facts, viewer);
  if (poolQuestionPolicy.maySetStatus(viewer.role, question, status)) return;
  if (!question.isAsker)
    throw AppError.forbidden('Only the person who asked or a moderator can do this');
  throw AppError.forbidden('Only moderators can close or reopen a closed question');
}

/** A moderator changing someone else's question: the change the audit trail records. */
export function isModeratorOnOthers(facts: QuestionFacts, viewer: AuthUser): boolean {
  return hasModeratorAccess(viewer.role) && facts.author_id !== viewer.userId;
}

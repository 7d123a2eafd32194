import {
  qbLimits,
  type QbMatter,
  type QbMatterBody,
  type QbMatterListQuery,
  type QbMatterPage,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { changedFields, recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createQbMattersRepository, type MatterWithCounts } from './matters.repository';
import { assertNotInUse, invalidForm, runGuarded } from './quiz-builder-common';
import { pageOf } from '../../platform/wire-page';

const matterNotFound = () => AppError.notFound('Matter not found');

function matterOf(row: MatterWithCounts): QbMatter {
  return {
    matter_id: row.matter_id,
    name_en: row.name_en,
    name_tr: row.name_tr,
    description_en: row.description_en,
    description_tr: row.description_tr,
    parent:
      row.parent_id === null || row.parent_name_en === null || row.parent_name_tr === null
        ? null
        : { matter_id: row.parent_id, name_en: row.parent_name_en, name_tr: row.parent_name_tr },
    children_count: row.children_count,
    question_count: row.question_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const matterFields = [
  'name_en',
  'name_tr',
  'description_en',
  'description_tr',
  'parent_id',
] as const;

/** Depth at which a chain of parents is taken to be broken (it never is: no cycles are saved). */
const maxMatterDepth = 100;

const parentConflict = 'The parent matter was changed at the same time; please try again';

/**
 * The quiz builder's matters, for admins: a list with search and a parent
 * filter, and audited changes. A matter cannot sit inside itself, and one
 * with child matters or questions cannot be deleted; the 409 names them.
 */
export function createQbMattersService(db: Database) {
  /** A 400 on parent_id unless the parent exists and is not the matter or one of its sub-matters. */
  async function checkParent(
    executor: Executor,
    matterId: string | undefined,
    parentId: string | null,
  ): Promise<void> {
    if (parentId === null) return;
    const repository = createQbMattersRepository(executor);
    const invalidParent = (message: string) =>
      invalidForm([ruleProblem('body.parent_id', message, 'qb_parent')]);
    let current: string | null = parentId;
    for (let depth = 0; current !== null && depth < maxMatterDepth; depth += 1) {
      if (current === matterId) {
        throw invalidParent('A matter cannot be inside itself or one of its own sub-matters');
      }
      const next: string | null | undefined = await repository.parentOf(current);
      if (next === undefined) throw invalidParent('The parent matter does not exist');
      current = next;
    }
  }

  async function readMatter(executor: Executor, matterId: string): Promise<QbMatter> {
    const row = await createQbMattersRepository(executor).findMatter(matterId);
    if (row === undefined) throw matterNotFound();
    return matterOf(row);
  }

  return {
    async findMatters(query: QbMatterListQuery): Promise<QbMatterPage> {
      const { rows, total } = await createQbMattersRepository(db).findMatters(query);
      return pageOf(rows.map(matterOf), query, total);
    },

    async findMatter(matterId: string): Promise<QbMatter> {
      return readMatter(db, matterId);
    },

    async createMatter(body: QbMatterBody, actor: AuthUser): Promise<QbMatter> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            await checkParent(transaction, undefined, body.parent_id);
            const matterId = await createQbMattersRepository(transaction).insertMatter(
              body,
              actor.userId,
            );
            await recordRowAudit(transaction, actor.userId, 'qb_matter.created', matterId, {
              parent_id: body.parent_id,
            });
            return readMatter(transaction, matterId);
          }),
        parentConflict,
      );
    },

    async updateMatter(matterId: string, body: QbMatterBody, actor: AuthUser): Promise<QbMatter> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbMattersRepository(transaction);
            const before = await repository.lockMatter(matterId);
            if (before === undefined) throw matterNotFound();
            await checkParent(transaction, matterId, body.parent_id);
            await repository.updateMatter(matterId, body, actor.userId);
            await recordRowAudit(transaction, actor.userId, 'qb_matter.updated', matterId, {
              changed: changedFields(matterFields, before, body),
            });
            return readMatter(transaction, matterId);
          }),
        parentConflict,
      );
    },

    /** Refused while child matters or questions use the matter; the 409 names them. */
    async deleteMatter(matterId: string, actor: AuthUser): Promise<void> {
      await runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbMattersRepository(transaction);
            const before = await repository.lockMatter(matterId);
            if (before === undefined) throw matterNotFound();
            const [children, questions] = await Promise.all([
              repository.childMatterUsage(matterId, qbLimits.usagesNamed),
              repository.matterQuestionUsage(matterId, qbLimits.usagesNamed),
            ]);
            assertNotInUse('matter', [
              { usage: questions, singular: 'question', plural: 'questions' },
              { usage: children, singular: 'child matter', plural: 'child matters' },
            ]);
            await repository.deleteMatter(matterId);
            await recordRowAudit(transaction, actor.userId, 'qb_matter.deleted', matterId, {
              name_en: before.name_en,
            });
          }),
        'This matter was put to use at the same time, so it was not deleted',
      );
    },
  };
}

export type QbMattersService = ReturnType<typeof createQbMattersService>;

import type {
  PaginationQuery,
  PoolGroupPage,
  QaGroupPage,
  QuestionGroup,
  QuestionGroupCreateBody,
  QuestionGroupUpdateBody,
} from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { readsEveryEntry } from './question-rules';
import { noSuchGroupPath, type QuestionsParts } from './questions-common';
import { createQuestionsRepository } from './questions.repository';
import type { QuestionGroupRow } from './questions.tables';
import { pageOf } from '../../platform/wire-page';

function groupOf(
  row: Pick<QuestionGroupRow, 'group_id' | 'name_en' | 'name_tr' | 'display_order'>,
): QuestionGroup {
  return {
    group_id: row.group_id,
    name_en: row.name_en,
    name_tr: row.name_tr,
    display_order: row.display_order,
  };
}

function plural(value: number, one: string, many: string): string {
  return `${String(value)} ${value === 1 ? one : many}`;
}

/**
 * The question groups that the Q&A bank and the pool share: read by
 * everyone with their counts, changed by moderators (audited). A group that
 * still holds entries or questions cannot be deleted.
 */
export function createQuestionGroupsService({ db }: Pick<QuestionsParts, 'db'>) {
  const reader = createQuestionsRepository(db);

  return {
    async listPoolGroups(query: PaginationQuery): Promise<PoolGroupPage> {
      const { rows, total } = await reader.listPoolGroups(query);
      return pageOf(
        rows.map((row) => ({ ...groupOf(row), open_count: row.open_count })),
        query,
        total,
      );
    },

    async listQaGroups(query: PaginationQuery, viewer: AuthUser | null): Promise<QaGroupPage> {
      const { rows, total } = await reader.listQaGroups(query, !readsEveryEntry(viewer));
      return pageOf(
        rows.map((row) => ({ ...groupOf(row), entry_count: row.entry_count })),
        query,
        total,
      );
    },

    async createGroup(body: QuestionGroupCreateBody, actor: AuthUser): Promise<QuestionGroup> {
      const inUse = () => AppError.conflict(`Group id ${String(body.group_id)} is already in use`);
      try {
        return await db.transaction(async (transaction) => {
          const repository = createQuestionsRepository(transaction);
          if ((await repository.findGroup(body.group_id)) !== undefined) throw inUse();
          const row = await repository.insertGroup(body);
          await recordRowAudit(
            transaction,
            actor.userId,
            'question_group.created',
            String(row.group_id),
          );
          return groupOf(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw inUse();
        throw error;
      }
    },

    async updateGroup(
      groupId: number,
      body: QuestionGroupUpdateBody,
      actor: AuthUser,
    ): Promise<QuestionGroup> {
      return db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const before = await repository.findGroup(groupId, true);
        if (before === undefined) throw noSuchGroupPath(groupId);
        const row = await repository.updateGroup(groupId, body);
        if (row === undefined) throw noSuchGroupPath(groupId);
        await recordRowAudit(transaction, actor.userId, 'question_group.updated', String(groupId), {
          changed: (['name_en', 'name_tr', 'display_order'] as const).filter(
            (field) => before[field] !== body[field],
          ),
        });
        return groupOf(row);
      });
    },

    async deleteGroup(groupId: number, actor: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        if ((await repository.findGroup(groupId, true)) === undefined)
          throw noSuchGroupPath(groupId);
        const usage = await repository.groupUsage(groupId);
        if (usage.entries > 0 || usage.questions > 0) {
          const holds = [
            ...(usage.entries > 0 ? [plural(usage.entries, 'Q&A entry', 'Q&A entries')] : []),
            ...(usage.questions > 0
              ? [plural(usage.questions, 'pool question', 'pool questions')]
              : []),
          ].join(' and ');
          throw AppError.conflict(
            `Group ${String(groupId)} still holds ${holds}; move or delete them first`,
          );
        }
        await repository.deleteGroup(groupId);
        await recordRowAudit(transaction, actor.userId, 'question_group.deleted', String(groupId));
      });
    },
  };
}

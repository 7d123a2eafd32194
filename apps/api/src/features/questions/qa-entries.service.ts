import {
  qaEntryRuleProblems,
  type FieldProblemInput,
  type QaEntry,
  type QaEntryListQuery,
  type QaEntryPage,
  type QaEntryWriteBody,
  type QaReorderBody,
  fieldProblem,
} from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { recordAudit, recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { readsEveryEntry } from './question-rules';
import {
  noSuchEntry,
  noSuchGroupPath,
  requireGroupForBody,
  type QuestionsParts,
} from './questions-common';
import { createQuestionsRepository, type QaEntryValues } from './questions.repository';
import type { QaEntryRow } from './questions.tables';
import { pageOf } from '../../platform/wire-page';

function entryOf(row: QaEntryRow): QaEntry {
  return {
    entry_id: row.entry_id,
    group_id: row.group_id,
    question_en: row.question_en,
    question_tr: row.question_tr,
    answer_en: row.answer_en,
    answer_tr: row.answer_tr,
    order: row.order,
    author: row.author,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function validateEntry(body: QaEntryWriteBody): void {
  const problems: FieldProblemInput[] = qaEntryRuleProblems(body).map((problem) => ({
    field: `body.${problem.field}`,
    message: problem.message,
  }));
  const first = problems[0];
  if (first !== undefined) throw AppError.badRequest(first.message, problems);
}

/**
 * The Q&A bank: answered entries for everyone, every status for moderators,
 * who write them and set their order within a group (audited, and followed
 * by the assistant's index).
 */
export function createQaEntriesService({
  db,
  sourceChanged,
}: Pick<QuestionsParts, 'db' | 'sourceChanged'>) {
  const reader = createQuestionsRepository(db);

  return {
    /** Everyone reads answered entries; moderators read every status and may filter by one. */
    async listEntries(query: QaEntryListQuery, viewer: AuthUser | null): Promise<QaEntryPage> {
      const readsEvery = readsEveryEntry(viewer);
      if (!readsEvery && query.status !== undefined && query.status !== 'answered')
        throw AppError.forbidden('Only moderators can list questions that are not answered yet');
      const { rows, total } = await reader.listEntries({
        ...query,
        status: readsEvery ? query.status : 'answered',
      });
      return pageOf(rows.map(entryOf), query, total);
    },

    /** How many entries are pending or in review (the moderators' badge). */
    countWaitingEntries: () => reader.countWaitingEntries(),

    async findEntry(entryId: string, viewer: AuthUser | null): Promise<QaEntry> {
      const row = await reader.findEntry(entryId);
      if (row === undefined) throw noSuchEntry();
      if (row.status !== 'answered' && !readsEveryEntry(viewer)) throw noSuchEntry();
      return entryOf(row);
    },

    async createEntry(body: QaEntryWriteBody, actor: AuthUser): Promise<QaEntry> {
      validateEntry(body);
      return db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        await requireGroupForBody(repository, body.group_id);
        const values: QaEntryValues = {
          ...body,
          order: body.order ?? (await repository.nextOrder(body.group_id)),
        };
        const row = await repository.insertEntry(values);
        await recordRowAudit(transaction, actor.userId, 'qa_entry.created', row.entry_id, {
          group_id: row.group_id,
          status: row.status,
        });
        await sourceChanged(transaction, 'qa', row.entry_id);
        return entryOf(row);
      });
    },

    async updateEntry(entryId: string, body: QaEntryWriteBody, actor: AuthUser): Promise<QaEntry> {
      validateEntry(body);
      return db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const before = await repository.findEntry(entryId);
        if (before === undefined) throw noSuchEntry();
        await requireGroupForBody(repository, body.group_id);
        const order =
          body.order ??
          (before.group_id === body.group_id
            ? before.order
            : await repository.nextOrder(body.group_id));
        const values: QaEntryValues = { ...body, order };
        const row = await repository.updateEntry(entryId, values);
        if (row === undefined) throw noSuchEntry();
        await recordRowAudit(transaction, actor.userId, 'qa_entry.updated', entryId, {
          changed: (
            [
              'group_id',
              'question_en',
              'question_tr',
              'answer_en',
              'answer_tr',
              'order',
              'author',
              'status',
            ] as const
          ).filter((field) => before[field] !== values[field]),
        });
        await sourceChanged(transaction, 'qa', entryId);
        return entryOf(row);
      });
    },

    async deleteEntry(entryId: string, actor: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const row = await createQuestionsRepository(transaction).deleteEntry(entryId);
        if (row === undefined) throw noSuchEntry();
        await recordRowAudit(transaction, actor.userId, 'qa_entry.deleted', entryId, {
          group_id: row.group_id,
          status: row.status,
        });
        await sourceChanged(transaction, 'qa', entryId);
      });
    },

    /** Puts a group's entries in the given order (1, 2, 3…); the list must name each entry once. */
    async reorderGroup(
      groupId: number,
      body: QaReorderBody,
      actor: AuthUser,
    ): Promise<QaEntryPage> {
      return db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        if ((await repository.findGroup(groupId)) === undefined) throw noSuchGroupPath(groupId);
        const current = new Set(await repository.lockGroupEntryIds(groupId));
        const wanted = new Set(body.entry_ids);
        const complete =
          wanted.size === body.entry_ids.length &&
          wanted.size === current.size &&
          body.entry_ids.every((id) => current.has(id));
        if (!complete) {
          const message = `The new order must list every entry of group ${String(groupId)} exactly once`;
          throw AppError.badRequest(message, [
            fieldProblem(
              'body.entry_ids',
              { code: 'rule', params: { rule: 'order_every_entry', group: groupId } },
              message,
            ),
          ]);
        }
        for (const [index, entryId] of body.entry_ids.entries())
          await repository.setEntryOrder(entryId, index + 1);
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'qa_entry.reordered',
          targetType: 'question_group',
          targetId: String(groupId),
          details: { count: body.entry_ids.length },
        });
        const { rows, total } = await repository.listEntries({
          group_id: groupId,
          page: 1,
          page_size: 100,
        });
        return { items: rows.map(entryOf), page: 1, page_size: 100, total };
      });
    },
  };
}

import {
  qbLimits,
  type QbOption,
  type QbOptionAlternative,
  type QbOptionBody,
  type QbOptionListQuery,
  type QbOptionPage,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { changedFields, recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import {
  createQbOptionsRepository,
  optionSearchText,
  type OptionWithCount,
} from './options.repository';
import { assertNotInUse, invalidForm, runGuarded } from './quiz-builder-common';
import type { QbOptionAlternativeRow } from './quiz-builder.tables';
import { pageOf } from '../../platform/wire-page';

const optionNotFound = () => AppError.notFound('Option not found');

function optionOf(row: OptionWithCount, alternatives: QbOptionAlternativeRow[]): QbOption {
  return {
    option_id: row.option_id,
    text_en: row.text_en,
    text_tr: row.text_tr,
    value: row.value,
    alternatives: alternatives
      .filter((alternative) => alternative.option_id === row.option_id)
      .map((alternative): QbOptionAlternative => ({
        alternative_id: alternative.alternative_id,
        text_en: alternative.text_en,
        text_tr: alternative.text_tr,
      })),
    question_count: row.question_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const optionFields = ['text_en', 'text_tr', 'value'] as const;

/**
 * Brings an option's alternatives to the body's list: kept by id, added
 * without one, removed when left out (unless a question shows them).
 * Kept ones first move to temporary positions and texts so that reordering
 * or swapping wordings never trips the unique keys.
 */
async function saveAlternatives(
  executor: Executor,
  optionId: string,
  body: QbOptionBody,
): Promise<{ added: number; removed: number }> {
  const repository = createQbOptionsRepository(executor);
  const existing = await repository.alternativesOf([optionId]);
  const existingIds = new Set(existing.map((alternative) => alternative.alternative_id));
  const problems = body.alternatives.flatMap((alternative, index) =>
    alternative.alternative_id !== undefined && !existingIds.has(alternative.alternative_id)
      ? [
          {
            field: `body.alternatives.${String(index)}.alternative_id`,
            message: 'This alternative does not belong to the option',
          },
        ]
      : [],
  );
  if (problems.length > 0) throw invalidForm(problems);
  const keptIds = new Set(body.alternatives.map((alternative) => alternative.alternative_id));
  const removed = existing.filter((alternative) => !keptIds.has(alternative.alternative_id));
  for (const alternative of removed) {
    const usage = await repository.alternativeQuestionUsage(
      alternative.alternative_id,
      qbLimits.usagesNamed,
    );
    assertNotInUse(`alternative ("${alternative.text_en}")`, [
      { usage, singular: 'question', plural: 'questions' },
    ]);
  }
  await repository.deleteAlternatives(removed.map((alternative) => alternative.alternative_id));
  const kept = body.alternatives.flatMap((alternative, index) =>
    alternative.alternative_id === undefined
      ? []
      : [{ id: alternative.alternative_id, alternative, index }],
  );
  for (const [slot, entry] of kept.entries()) {
    await repository.updateAlternative(
      entry.id,
      { text_en: entry.id, text_tr: entry.id },
      -1 - slot,
    );
  }
  for (const entry of kept) {
    await repository.updateAlternative(
      entry.id,
      { text_en: entry.alternative.text_en, text_tr: entry.alternative.text_tr },
      entry.index,
    );
  }
  let added = 0;
  for (const [index, alternative] of body.alternatives.entries()) {
    if (alternative.alternative_id !== undefined) continue;
    await repository.insertAlternative(
      optionId,
      { text_en: alternative.text_en, text_tr: alternative.text_tr },
      index,
    );
    added += 1;
  }
  return { added, removed: removed.length };
}

/**
 * The quiz builder's options, for admins: a list with search and a value
 * range, and audited changes that save the alternative wordings with the
 * option. An option that a question offers cannot be deleted; the 409 names
 * the questions.
 */
export function createQbOptionsService(db: Database) {
  async function readOption(executor: Executor, optionId: string): Promise<QbOption> {
    const repository = createQbOptionsRepository(executor);
    const row = await repository.findOption(optionId);
    if (row === undefined) throw optionNotFound();
    return optionOf(row, await repository.alternativesOf([optionId]));
  }

  return {
    async findOptions(query: QbOptionListQuery): Promise<QbOptionPage> {
      const repository = createQbOptionsRepository(db);
      const { rows, total } = await repository.findOptions(query);
      const alternatives = await repository.alternativesOf(rows.map((row) => row.option_id));
      return pageOf(
        rows.map((row) => optionOf(row, alternatives)),
        query,
        total,
      );
    },

    async findOption(optionId: string): Promise<QbOption> {
      return readOption(db, optionId);
    },

    async createOption(body: QbOptionBody, actor: AuthUser): Promise<QbOption> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbOptionsRepository(transaction);
            const optionId = await repository.insertOption(
              { text_en: body.text_en, text_tr: body.text_tr, value: body.value },
              optionSearchText(body),
              actor.userId,
            );
            const { added } = await saveAlternatives(transaction, optionId, body);
            await recordRowAudit(transaction, actor.userId, 'qb_option.created', optionId, {
              value: body.value,
              alternatives_added: added,
            });
            return readOption(transaction, optionId);
          }),
        'Each wording of an option must be unique',
      );
    },

    async updateOption(optionId: string, body: QbOptionBody, actor: AuthUser): Promise<QbOption> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbOptionsRepository(transaction);
            const before = await repository.lockOption(optionId);
            if (before === undefined) throw optionNotFound();
            const values = { text_en: body.text_en, text_tr: body.text_tr, value: body.value };
            await repository.updateOption(optionId, values, optionSearchText(body), actor.userId);
            const { added, removed } = await saveAlternatives(transaction, optionId, body);
            await recordRowAudit(transaction, actor.userId, 'qb_option.updated', optionId, {
              changed: changedFields(optionFields, before, values),
              alternatives_added: added,
              alternatives_removed: removed,
            });
            return readOption(transaction, optionId);
          }),
        'This option or one of its alternatives was put to use at the same time; please try again',
      );
    },

    /** Refused while a question offers the option; the 409 names the questions. */
    async deleteOption(optionId: string, actor: AuthUser): Promise<void> {
      await runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbOptionsRepository(transaction);
            const before = await repository.lockOption(optionId);
            if (before === undefined) throw optionNotFound();
            const questions = await repository.optionQuestionUsage(optionId, qbLimits.usagesNamed);
            assertNotInUse('option', [
              { usage: questions, singular: 'question', plural: 'questions' },
            ]);
            await repository.deleteOption(optionId);
            await recordRowAudit(transaction, actor.userId, 'qb_option.deleted', optionId, {
              text_en: before.text_en,
            });
          }),
        'This option was put to use at the same time, so it was not deleted',
      );
    },
  };
}

export type QbOptionsService = ReturnType<typeof createQbOptionsService>;

import {
  qbLimits,
  qbPhrasePlaceholders,
  type QbPhrase,
  type QbPhraseBody,
  type QbPhraseListQuery,
  type QbPhrasePage,
  type QbPhrasePlaceholder,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { changedFields, recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createQbPhrasesRepository, type PhraseWithCount } from './phrases.repository';
import { assertNotInUse, runGuarded } from './quiz-builder-common';
import { pageOf } from '../../platform/wire-page';

const phraseNotFound = () => AppError.notFound('Phrase not found');

function placeholdersOf(template: string): QbPhrasePlaceholder[] {
  return qbPhrasePlaceholders.filter((placeholder) => template.includes(`{${placeholder}}`));
}

function phraseOf(row: PhraseWithCount): QbPhrase {
  return {
    phrase_id: row.phrase_id,
    template_en: row.template_en,
    template_tr: row.template_tr,
    placeholders: placeholdersOf(row.template_en),
    question_count: row.question_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const phraseFields = ['template_en', 'template_tr'] as const;

/**
 * The quiz builder's phrases, for admins: a list with search and a
 * placeholder filter, and audited changes. A phrase that words a question
 * cannot be deleted; the 409 names the questions.
 */
export function createQbPhrasesService(db: Database) {
  async function readPhrase(executor: Executor, phraseId: string): Promise<QbPhrase> {
    const row = await createQbPhrasesRepository(executor).findPhrase(phraseId);
    if (row === undefined) throw phraseNotFound();
    return phraseOf(row);
  }

  return {
    async findPhrases(query: QbPhraseListQuery): Promise<QbPhrasePage> {
      const { rows, total } = await createQbPhrasesRepository(db).findPhrases(query);
      return pageOf(rows.map(phraseOf), query, total);
    },

    async findPhrase(phraseId: string): Promise<QbPhrase> {
      return readPhrase(db, phraseId);
    },

    async createPhrase(body: QbPhraseBody, actor: AuthUser): Promise<QbPhrase> {
      return db.transaction(async (transaction) => {
        const phraseId = await createQbPhrasesRepository(transaction).insertPhrase(
          body,
          actor.userId,
        );
        await recordRowAudit(transaction, actor.userId, 'qb_phrase.created', phraseId, {
          placeholders: placeholdersOf(body.template_en),
        });
        return readPhrase(transaction, phraseId);
      });
    },

    async updatePhrase(phraseId: string, body: QbPhraseBody, actor: AuthUser): Promise<QbPhrase> {
      return db.transaction(async (transaction) => {
        const repository = createQbPhrasesRepository(transaction);
        const before = await repository.lockPhrase(phraseId);
        if (before === undefined) throw phraseNotFound();
        await repository.updatePhrase(phraseId, body, actor.userId);
        await recordRowAudit(transaction, actor.userId, 'qb_phrase.updated', phraseId, {
          changed: changedFields(phraseFields, before, body),
        });
        return readPhrase(transaction, phraseId);
      });
    },

    /** Refused while a question is worded by the phrase; the 409 names the questions. */
    async deletePhrase(phraseId: string, actor: AuthUser): Promise<void> {
      await runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbPhrasesRepository(transaction);
            const before = await repository.lockPhrase(phraseId);
            if (before === undefined) throw phraseNotFound();
            const questions = await repository.phraseQuestionUsage(phraseId, qbLimits.usagesNamed);
            assertNotInUse('phrase', [
              { usage: questions, singular: 'question', plural: 'questions' },
            ]);
            await repository.deletePhrase(phraseId);
            await recordRowAudit(transaction, actor.userId, 'qb_phrase.deleted', phraseId, {
              template_en: before.template_en,
            });
          }),
        'This phrase was put to use at the same time, so it was not deleted',
      );
    },
  };
}

export type QbPhrasesService = ReturnType<typeof createQbPhrasesService>;

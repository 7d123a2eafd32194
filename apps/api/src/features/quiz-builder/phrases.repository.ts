import { and, asc, eq, like, notLike, sql } from 'drizzle-orm';
import { foldSearchText, type QbPhraseListQuery } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { readPage } from '../../db/paging';
import { qbPhrases, type QbPhraseRow } from './quiz-builder.tables';
import { questionUsage, searchCondition, type Usage } from './quiz-builder-sql';

export type PhraseValues = Pick<QbPhraseRow, 'template_en' | 'template_tr'>;
export type PhraseWithCount = QbPhraseRow & { question_count: number };

// Written out in full: drizzle leaves columns unqualified in a one-table select.
const phraseQuestionCount = sql<number>`(select count(*)::int from qb_questions where qb_questions.phrase_id = qb_phrases.phrase_id)`;

/** A phrase's search text: both templates, folded. */
export function phraseSearchText(values: PhraseValues): string {
  return foldSearchText(`${values.template_en} ${values.template_tr}`);
}

/** The quiz builder's phrases: sentence templates that questions fill with their matters. */
export function createQbPhrasesRepository(db: Executor) {
  return {
    async findPhrases(
      query: QbPhraseListQuery,
    ): Promise<{ rows: PhraseWithCount[]; total: number }> {
      const conditions = [searchCondition(qbPhrases.search_text, query.q)];
      if (query.placeholder === 'none') conditions.push(notLike(qbPhrases.template_en, '%{%'));
      else if (query.placeholder !== undefined) {
        conditions.push(like(qbPhrases.template_en, `%{${query.placeholder}}%`));
      }
      const where = and(...conditions);
      const sortKey = query.lang === 'tr' ? qbPhrases.template_tr_sort : qbPhrases.template_en_sort;
      const { rows, total } = await readPage(
        db
          .select({ phrase: qbPhrases, question_count: phraseQuestionCount })
          .from(qbPhrases)
          .where(where)
          .orderBy(sql`${sortKey} collate "C"`, asc(qbPhrases.phrase_id)),
        query,
        db.$count(qbPhrases, where),
      );
      return {
        rows: rows.map((row) => ({ ...row.phrase, question_count: row.question_count })),
        total,
      };
    },

    async findPhrase(phraseId: string): Promise<PhraseWithCount | undefined> {
      const [row] = await db
        .select({ phrase: qbPhrases, question_count: phraseQuestionCount })
        .from(qbPhrases)
        .where(eq(qbPhrases.phrase_id, phraseId));
      return row === undefined ? undefined : { ...row.phrase, question_count: row.question_count };
    },

    async lockPhrase(phraseId: string): Promise<QbPhraseRow | undefined> {
      const [row] = await db
        .select()
        .from(qbPhrases)
        .where(eq(qbPhrases.phrase_id, phraseId))
        .for('update');
      return row;
    },

    async insertPhrase(values: PhraseValues, actorId: string): Promise<string> {
      const [row] = await db
        .insert(qbPhrases)
        .values({
          ...values,
          search_text: phraseSearchText(values),
          created_by: actorId,
          updated_by: actorId,
        })
        .returning({ phrase_id: qbPhrases.phrase_id });
      if (row === undefined) throw new Error('The phrase was not inserted');
      return row.phrase_id;
    },

    async updatePhrase(phraseId: string, values: PhraseValues, actorId: string): Promise<void> {
      await db
        .update(qbPhrases)
        .set({
          ...values,
          search_text: phraseSearchText(values),
          updated_by: actorId,
          updated_at: new Date(),
        })
        .where(eq(qbPhrases.phrase_id, phraseId));
    },

    async deletePhrase(phraseId: string): Promise<void> {
      await db.delete(qbPhrases).where(eq(qbPhrases.phrase_id, phraseId));
    },

    async phraseQuestionUsage(phraseId: string, limit: number): Promise<Usage> {
      return questionUsage(
        db,
        sql`select used.question_id from qb_questions as used where used.phrase_id = ${phraseId}`,
        limit,
      );
    },
  };
}

export type QbPhrasesRepository = ReturnType<typeof createQbPhrasesRepository>;

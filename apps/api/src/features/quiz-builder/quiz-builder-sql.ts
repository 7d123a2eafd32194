import { and, asc, count, eq, like, sql, type Column, type SQL } from 'drizzle-orm';
import { escapeLikePattern, foldSearchText } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { qbQuestionVersions, qbQuestions } from './questions.tables';
import { qbPhrases } from './quiz-builder.tables';

/** SQL pieces that the quiz builder's repositories share. */

/** How many things use another, and the names of the first few. */
export interface Usage {
  count: number;
  labels: string[];
}

/** A usage from its two queries: the labels of the first few users, and the count of all. */
export async function usageOf(
  labels: Promise<{ label: string }[]>,
  totals: Promise<{ value: number }[]>,
): Promise<Usage> {
  const [rows, counted] = await Promise.all([labels, totals]);
  return { count: counted[0]?.value ?? 0, labels: rows.map((row) => row.label) };
}

/** A folded search column that contains the folded query; nothing for an empty query. */
export function searchCondition(column: Column, query: string | undefined): SQL | undefined {
  if (query === undefined || query === '') return undefined;
  return like(column, `%${escapeLikePattern(foldSearchText(query))}%`);
}

/** The current version of the question of the outer row. */
export const currentVersionJoin = and(
  eq(qbQuestionVersions.question_id, qbQuestions.question_id),
  eq(qbQuestionVersions.version_number, qbQuestions.current_version),
);

/** The text a question is known by: its own English text or its phrase's English template. */
const questionLabel = sql<string>`coalesce(${qbQuestions.text_en}, ${qbPhrases.template_en})`;

/** The questions that use a thing, through a join that ends at qb_questions. */
export async function questionUsage(db: Executor, questionIds: SQL, limit: number): Promise<Usage> {
  // Written out in full: drizzle leaves columns unqualified in a one-table select.
  const where = sql`qb_questions.question_id in (${questionIds})`;
  return usageOf(
    db
      .select({ label: questionLabel })
      .from(qbQuestions)
      .leftJoin(qbPhrases, eq(qbPhrases.phrase_id, qbQuestions.phrase_id))
      .where(where)
      .orderBy(asc(qbQuestions.created_at), asc(qbQuestions.question_id))
      .limit(limit),
    db.select({ value: count() }).from(qbQuestions).where(where),
  );
}

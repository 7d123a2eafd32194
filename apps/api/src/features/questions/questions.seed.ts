import { and, desc, eq, ne } from 'drizzle-orm';
import { foldSearchText } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import {
  poolQuestions,
  poolReplies,
  qaEntries,
  questionGroups,
  type NewPoolQuestionRow,
  type NewQaEntryRow,
} from './questions.tables';
import { asker, demoPoolThreads, type Writer } from './question-pool.seed-data';
import { demoGroups, demoQaEntries } from './questions.seed-data';

const referenceDate = Date.parse('2026-06-01T09:00:00.000Z');
const hourMs = 60 * 60 * 1000;

/**
 * Fills the Q&A bank and the question pool: six groups, the bank's entries
 * and a dozen pool threads written by the demo accounts and the contributors,
 * four of them asked anonymously.
 */
export async function insertQuestions(transaction: Transaction, demo: DemoPeople): Promise<void> {
  await transaction.insert(questionGroups).values([...demoGroups]);

  const orders = new Map<number, number>();
  const entryRows: NewQaEntryRow[] = demoQaEntries.map(
    ([group, status, author, questionEn, questionTr, answerEn, answerTr]) => {
      const order = (orders.get(group) ?? 0) + 1;
      orders.set(group, order);
      return {
        group_id: group,
        status,
        author,
        question_en: questionEn,
        question_tr: questionTr,
        answer_en: answerEn,
        answer_tr: answerTr,
        order,
        search_text: foldSearchText([questionEn, questionTr, answerEn, answerTr].join(' ')),
      };
    },
  );
  await transaction.insert(qaEntries).values(entryRows);

  const people = [demo.studentId, demo.graduateId, ...demo.contributorIds];
  const personAt = (writer: Writer): string => {
    const id = people[writer % people.length];
    if (id === undefined) throw new Error('The question pool seed needs demo accounts');
    return id;
  };

  for (const seed of demoPoolThreads) {
    const authorId = personAt(seed.writer);
    const createdAt = new Date(referenceDate - seed.daysAgo * 24 * hourMs);
    const row: NewPoolQuestionRow = {
      group_id: seed.group,
      title: seed.title,
      content: seed.content,
      status: seed.status,
      is_anonymous: seed.anonymous,
      author_id: authorId,
      search_text: foldSearchText(`${seed.title} ${seed.content}`),
      created_at: createdAt,
      updated_at: createdAt,
    };
    const [inserted] = await transaction
      .insert(poolQuestions)
      .values(row)
      .returning({ question_id: poolQuestions.question_id });
    if (inserted === undefined) throw new Error('A pool question was not inserted');
    if (seed.replies.length === 0) continue;
    // The reply count follows from a trigger on pool_replies.
    await transaction.insert(poolReplies).values(
      seed.replies.map(([writer, content], index) => ({
        question_id: inserted.question_id,
        content,
        author_id: writer === asker ? authorId : personAt(writer),
        created_at: new Date(createdAt.getTime() + (index + 1) * 3 * hourMs),
      })),
    );
  }
}

/** The newest reply someone else wrote to a person's pool question, for the demo's notifications. */
export async function findNewestReplyTo(transaction: Transaction, userId: string) {
  const [reply] = await transaction
    .select({ question_id: poolReplies.question_id, reply_id: poolReplies.reply_id })
    .from(poolReplies)
    .innerJoin(poolQuestions, eq(poolQuestions.question_id, poolReplies.question_id))
    .where(and(eq(poolQuestions.author_id, userId), ne(poolReplies.author_id, userId)))
    .orderBy(desc(poolReplies.created_at))
    .limit(1);
  return reply;
}

import { eq } from 'drizzle-orm';
import type { PoolStatus } from '@campus/contracts';
import {
  createQuestionsRepository,
  type QaEntryValues,
} from '../../../src/features/questions/questions.repository';
import {
  poolQuestions,
  poolReplies,
  type PoolQuestionRow,
  type PoolReplyRow,
  type QaEntryRow,
  type QuestionGroupRow,
} from '../../../src/features/questions/questions.tables';
import type { TestContext } from '../app';

let counter = 0;
/** A group id from 8000 up: the ids tests write out themselves stay below. */
function nextGroupId(): number {
  counter += 1;
  return 8000 + (counter % 2000);
}

export interface QuestionGroupOptions {
  group_id?: number;
  name_en?: string;
  name_tr?: string;
  display_order?: number;
}

/** A group of the Q&A bank and the question pool; a new id unless one is given. */
export async function createQuestionGroup(
  t: TestContext,
  options: QuestionGroupOptions = {},
): Promise<QuestionGroupRow> {
  const groupId = options.group_id ?? nextGroupId();
  return createQuestionsRepository(t.database.db).insertGroup({
    group_id: groupId,
    name_en: options.name_en ?? `Group ${String(groupId)}`,
    name_tr: options.name_tr ?? `Grup ${String(groupId)}`,
    display_order: options.display_order ?? 1,
  });
}

/** What a Q&A entry says unless a test gives its own: an answered question. */
export const qaEntryDefaults = {
  question_en: 'When does course registration open?',
  question_tr: 'Ders kaydı ne zaman açılıyor?',
  answer_en: 'In the week before classes start, on the student portal.',
  answer_tr: 'Derslerin başlamasından önceki hafta, öğrenci portalında.',
  author: 'Student Affairs Office',
  status: 'answered',
} as const;

/** A Q&A entry of a group, answered unless a status is given, after the group's last entry. */
export async function createQaEntry(
  t: TestContext,
  options: Partial<QaEntryValues> & { group_id: number },
): Promise<QaEntryRow> {
  const repository = createQuestionsRepository(t.database.db);
  return repository.insertEntry({
    ...qaEntryDefaults,
    ...options,
    order: options.order ?? (await repository.nextOrder(options.group_id)),
  });
}

export interface PoolQuestionOptions {
  author_id: string;
  group_id: number;
  title?: string;
  content?: string;
  is_anonymous?: boolean;
  /** Open unless given. */
  status?: PoolStatus;
}

/** A question of the pool by `author_id`, named (not anonymous) and open unless told otherwise. */
export async function createPoolQuestion(
  t: TestContext,
  options: PoolQuestionOptions,
): Promise<PoolQuestionRow> {
  const repository = createQuestionsRepository(t.database.db);
  const questionId = await repository.insertQuestion({
    author_id: options.author_id,
    group_id: options.group_id,
    title: options.title ?? 'Where can I find old exams?',
    content: options.content ?? 'I am looking for the old midterm exams of Calculus I.',
    is_anonymous: options.is_anonymous ?? false,
  });
  if (options.status !== undefined && options.status !== 'open')
    await repository.setQuestionStatus(questionId, options.status);
  const [row] = await t.database.db
    .select()
    .from(poolQuestions)
    .where(eq(poolQuestions.question_id, questionId));
  if (row === undefined) throw new Error('The pool question was not inserted');
  return row;
}

/** A reply in a pool thread (the thread's reply count follows, by the database's trigger). */
export async function createPoolReply(
  t: TestContext,
  options: { question_id: string; author_id: string; content?: string },
): Promise<PoolReplyRow> {
  const replyId = await createQuestionsRepository(t.database.db).insertReply({
    question_id: options.question_id,
    author_id: options.author_id,
    content: options.content ?? 'The Mathematics Club keeps an archive.',
  });
  const [row] = await t.database.db
    .select()
    .from(poolReplies)
    .where(eq(poolReplies.reply_id, replyId));
  if (row === undefined) throw new Error('The reply was not inserted');
  return row;
}

import { oneAfterAnother } from '../../db/database';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DocumentProvider, IndexedDocument } from '../../platform/indexed-documents';
import { poolQuestions, poolReplies, qaEntries } from './questions.tables';

/**
 * The Q&A bank and the question pool as the assistant's documents. Answered
 * bank entries are public; pool threads and their replies are for signed-in
 * people, and no author field is ever selected (anonymous or not).
 */

/**
 * Answered entries of the Q&A bank (all, or those of `entryIds`), one chunk per
 * language, so a search or an answer shows the entry in the reader's language.
 */
export const listQaDocuments: DocumentProvider = async (executor, entryIds) => {
  const rows = await executor
    .select({
      entry_id: qaEntries.entry_id,
      group_id: qaEntries.group_id,
      question_en: qaEntries.question_en,
      question_tr: qaEntries.question_tr,
      answer_en: qaEntries.answer_en,
      answer_tr: qaEntries.answer_tr,
    })
    .from(qaEntries)
    .where(
      and(
        eq(qaEntries.status, 'answered'),
        entryIds === undefined ? undefined : inArray(qaEntries.entry_id, [...entryIds]),
      ),
    );
  return rows.flatMap((row) =>
    (['en', 'tr'] as const).map((language): IndexedDocument => ({
      unit_id: row.entry_id,
      source_type: 'qa',
      source_id: row.entry_id,
      part: language,
      language,
      title: language === 'en' ? row.question_en : row.question_tr,
      body:
        language === 'en'
          ? `${row.question_en}\n${row.answer_en}`
          : `${row.question_tr}\n${row.answer_tr}`,
      // The bank opens the entry's group and scrolls to it.
      path: `/qa/display?group=${String(row.group_id)}#qa-${row.entry_id}`,
      visibility: 'public',
      course_code: null,
      facts: null,
    })),
  );
};

/** Question-pool threads (all, or those of `questionIds`): the question, then its replies. */
export const listPoolDocuments: DocumentProvider = async (executor, questionIds) => {
  const only =
    questionIds === undefined ? undefined : inArray(poolQuestions.question_id, [...questionIds]);
  const [questions, replies] = await oneAfterAnother([
    executor
      .select({
        question_id: poolQuestions.question_id,
        title: poolQuestions.title,
        content: poolQuestions.content,
      })
      .from(poolQuestions)
      .where(only),
    executor
      .select({
        question_id: poolReplies.question_id,
        reply_id: poolReplies.reply_id,
        content: poolReplies.content,
      })
      .from(poolReplies)
      .innerJoin(poolQuestions, eq(poolQuestions.question_id, poolReplies.question_id))
      .where(only)
      .orderBy(asc(poolReplies.created_at), asc(poolReplies.reply_id)),
  ]);
  const repliesOf = new Map<string, string[]>();
  for (const reply of replies) {
    const list = repliesOf.get(reply.question_id) ?? [];
    list.push(reply.content);
    repliesOf.set(reply.question_id, list);
  }
  // One document per thread: the question, then its replies (long threads are split by the index).
  const documents = questions.map((row): IndexedDocument => ({
    unit_id: row.question_id,
    source_type: 'pool',
    source_id: row.question_id,
    part: 'thread',
    language: 'both',
    title: row.title,
    body: [row.content, ...(repliesOf.get(row.question_id) ?? []).map((text) => `— ${text}`)].join(
      '\n',
    ),
    path: `/questions?thread=${row.question_id}`,
    visibility: 'signed_in',
    course_code: null,
    facts: null,
  }));
  return documents;
};

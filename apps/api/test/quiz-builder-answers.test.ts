import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/features/accounts/accounts.tables';
import {
  qbQuestionVersionOptions,
  qbQuestions,
} from '../src/features/quiz-builder/questions.tables';
import { qbResponseChoices, qbResponses } from '../src/features/quiz-builder/responses.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createOption, createQuestion, createQuiz } from './support/factories/quiz-builder';

const t = useTestApp();

/** The PostgreSQL error code a failed query ends with, or undefined when it succeeded. */
async function errorCodeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw error;
  }
}

describe('the data model of answers', () => {
  it('keeps responses consistent with their question, version and options', async () => {
    const db = t.database.db;
    const [yes, no, other] = await Promise.all([
      createOption(t, { text_en: 'Yes', text_tr: 'Evet', value: 1 }),
      createOption(t, { text_en: 'No', text_tr: 'Hayır', value: 0 }),
      createOption(t, { text_en: 'Other', text_tr: 'Diğer', value: 0 }),
    ]);
    const asked = await createQuestion(t, {
      type: 'single_choice',
      text_en: 'Do you live on campus?',
      options: [yes, no],
    });
    const unrelated = await createQuestion(t, { type: 'single_choice', text_en: 'Do you cycle?' });
    const quiz = await createQuiz(t, { title_en: 'Living', title_tr: 'Yaşam', purpose: 'survey' });
    const userId = (await createUser(t)).id;

    // An option appears once per version.
    expect(
      await errorCodeOf(
        db.insert(qbQuestionVersionOptions).values({
          version_id: asked.version_id,
          option_id: yes.option_id,
          position: 5,
        }),
      ),
    ).toBe('23505');

    // A response's version must belong to its question.
    expect(
      await errorCodeOf(
        db.insert(qbResponses).values({
          user_id: userId,
          quiz_id: quiz.quiz_id,
          question_id: unrelated.question_id,
          version_id: asked.version_id,
        }),
      ),
    ).toBe('23503');

    const [response] = await db
      .insert(qbResponses)
      .values({
        user_id: userId,
        quiz_id: quiz.quiz_id,
        question_id: asked.question_id,
        version_id: asked.version_id,
      })
      .returning();
    if (response === undefined) throw new Error('no response');
    await db.insert(qbResponseChoices).values({
      response_id: response.response_id,
      version_id: asked.version_id,
      option_id: yes.option_id,
    });
    // A chosen option must be one of the answered version's options.
    expect(
      await errorCodeOf(
        db.insert(qbResponseChoices).values({
          response_id: response.response_id,
          version_id: asked.version_id,
          option_id: other.option_id,
        }),
      ),
    ).toBe('23503');
    // One answer per user, quiz and version.
    expect(
      await errorCodeOf(
        db.insert(qbResponses).values({
          user_id: userId,
          quiz_id: quiz.quiz_id,
          question_id: asked.question_id,
          version_id: asked.version_id,
        }),
      ),
    ).toBe('23505');
    // An answered version cannot be deleted, nor its question: a restrict_violation
    // (23001) or, when the delete reaches it through a cascade, a foreign_key_violation.
    expect(['23001', '23503']).toContain(
      await errorCodeOf(
        db.delete(qbQuestions).where(eq(qbQuestions.question_id, asked.question_id)),
      ),
    );

    // A user's answers go with their account.
    await db.delete(users).where(eq(users.user_id, userId));
    expect(
      await db.select().from(qbResponses).where(eq(qbResponses.response_id, response.response_id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(qbResponseChoices)
        .where(eq(qbResponseChoices.response_id, response.response_id)),
    ).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import {
  foldSearchText,
  type QbQuestionType,
  type QbQuizPurpose,
  type QbQuizStatus,
} from '@campus/contracts';
import { qbQuizzes } from '../../../src/features/quiz-builder/quizzes.tables';
import {
  createQbQuizzesRepository,
  type QuizRow,
} from '../../../src/features/quiz-builder/quizzes.repository';
import { isScoredType } from '../../../src/features/quiz-builder/quiz-rules';
import { createQbQuestionsRepository } from '../../../src/features/quiz-builder/questions.repository';
import type { TestContext } from '../app';
import { factoryActorId, next, one } from './quiz-builder-library';

export interface QuizQuestionInput {
  question_id: string;
  /** 1 unless given; 0 for a scale or short text in a knowledge quiz, as the API saves it. */
  points?: number;
  /** The answer key (knowledge quizzes only; ignored otherwise, as the API does). */
  correct_option_ids?: string[];
}

export interface QuizOptions {
  title_en?: string;
  title_tr?: string;
  description_en?: string;
  description_tr?: string;
  /** `survey` unless given. */
  purpose?: QbQuizPurpose;
  /** `draft` unless given; `published` sets published_at to now. */
  status?: QbQuizStatus;
  pass_score?: number | null;
  /** Its questions in order (question records from createQuestion fit). */
  questions?: QuizQuestionInput[];
  actorId?: string;
}

/**
 * A quiz with its ordered questions, points and answer keys, as the API
 * would save it, without the API's checks: a test can make a quiz the API
 * would refuse to publish. The quiz row is returned.
 */
export async function createQuiz(t: TestContext, options: QuizOptions = {}): Promise<QuizRow> {
  const db = t.database.db;
  const number = next();
  const purpose = options.purpose ?? 'survey';
  const status = options.status ?? 'draft';
  const values = {
    title_en: options.title_en ?? `Quiz ${number}`,
    title_tr: options.title_tr ?? `Test ${number}`,
    description_en: options.description_en ?? '',
    description_tr: options.description_tr ?? '',
    status,
    purpose,
    pass_score: purpose === 'knowledge' ? (options.pass_score ?? null) : null,
    published_at: status === 'published' ? new Date() : null,
  };
  const questions = options.questions ?? [];
  const types = new Map<string, QbQuestionType>();
  if (purpose === 'knowledge' && questions.length > 0) {
    // A question's type is its current version's: that decides whether it is scored.
    const rows = await createQbQuestionsRepository(db).findCurrentVersions(
      questions.map((question) => question.question_id),
    );
    for (const row of rows) types.set(row.question_id, row.type);
  }
  const repository = createQbQuizzesRepository(db);
  const quizId = await repository.insertQuiz(
    values,
    foldSearchText(
      [values.title_en, values.title_tr, values.description_en, values.description_tr].join(' '),
    ),
    options.actorId ?? factoryActorId,
  );
  await repository.setQuestions(
    quizId,
    questions.map((question) => {
      const type = types.get(question.question_id);
      const unscored = purpose === 'knowledge' && type !== undefined && !isScoredType(type);
      return {
        question_id: question.question_id,
        points: unscored ? 0 : (question.points ?? 1),
        correct_option_ids: purpose === 'knowledge' ? (question.correct_option_ids ?? []) : [],
      };
    }),
  );
  return one(db.select().from(qbQuizzes).where(eq(qbQuizzes.quiz_id, quizId)), 'The quiz');
}

/** Publishes a quiz as of now (no checks, no audit), and answers the row. */
export async function publishQuiz(t: TestContext, quizId: string): Promise<QuizRow> {
  return one(
    t.database.db
      .update(qbQuizzes)
      .set({ status: 'published', published_at: new Date(), updated_at: new Date() })
      .where(eq(qbQuizzes.quiz_id, quizId))
      .returning(),
    'The quiz',
  );
}

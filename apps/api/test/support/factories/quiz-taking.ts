import { eq } from 'drizzle-orm';
import { foldSearchText, type QbBundleStatus } from '@campus/contracts';
import {
  createQbBundlesRepository,
  type BundleRow,
} from '../../../src/features/quiz-builder/bundles.repository';
import { qbBundles } from '../../../src/features/quiz-builder/bundles.tables';
import type { TestContext } from '../app';
import {
  createAttempt,
  createResponse,
  factoryActorId,
  type CreatedQuestion,
} from './quiz-builder';

/**
 * What users meet of the quiz builder, written straight to the database:
 * bundles of quizzes, and a user's answers to a quiz with their attempt.
 * Matters, options, questions and quizzes come from ./quiz-builder.
 */

let counter = 0;
function next(): string {
  counter += 1;
  return String(counter);
}

export interface BundleOptions {
  title_en?: string;
  title_tr?: string;
  description_en?: string;
  description_tr?: string;
  /** `draft` unless given; `published` sets published_at to now. */
  status?: QbBundleStatus;
  /** Its quizzes in order. */
  quiz_ids?: string[];
  actorId?: string;
}

/**
 * A bundle of ordered quizzes as the API would save it (searchable by its
 * titles and descriptions), without the API's checks or audit entries.
 */
export async function createBundle(
  t: TestContext,
  options: BundleOptions = {},
): Promise<BundleRow & { quiz_ids: string[] }> {
  const number = next();
  const status = options.status ?? 'draft';
  const values = {
    title_en: options.title_en ?? `Bundle ${number}`,
    title_tr: options.title_tr ?? `Paket ${number}`,
    description_en: options.description_en ?? '',
    description_tr: options.description_tr ?? '',
    status,
    published_at: status === 'published' ? new Date() : null,
  };
  const quizIds = options.quiz_ids ?? [];
  const repository = createQbBundlesRepository(t.database.db);
  const bundleId = await repository.insertBundle(
    values,
    foldSearchText(
      [values.title_en, values.title_tr, values.description_en, values.description_tr].join(' '),
    ),
    options.actorId ?? factoryActorId,
  );
  await repository.setQuizzes(bundleId, quizIds);
  const [row] = await t.database.db
    .select()
    .from(qbBundles)
    .where(eq(qbBundles.bundle_id, bundleId));
  if (row === undefined) throw new Error('The bundle is not in the database');
  return { ...row, quiz_ids: quizIds };
}

/** One answer of a user: the chosen options (in rank order), a scale value or a text. */
export interface AnswerOptions {
  question: Pick<CreatedQuestion, 'question_id' | 'version_id' | 'type'>;
  option_ids?: string[];
  scale_value?: number;
  text_value?: string;
}

export interface TakenQuizOptions {
  user_id: string;
  quiz_id: string;
  /** The answers, saved in this order. */
  answers: AnswerOptions[];
  bundle_id?: string | null;
  /** Completed now when true; the score of a knowledge quiz is the caller's to give. */
  completed?: boolean;
  score?: number | null;
  max_score?: number | null;
}

/**
 * A user's attempt at a quiz with their answers to the questions' given
 * versions, as taking the quiz would leave them (no checks): the response ids
 * in the order of `answers`.
 */
export async function takeQuiz(t: TestContext, options: TakenQuizOptions): Promise<number[]> {
  await createAttempt(t, {
    user_id: options.user_id,
    quiz_id: options.quiz_id,
    bundle_id: options.bundle_id ?? null,
    completed: options.completed ?? false,
    score: options.score ?? null,
    max_score: options.max_score ?? null,
  });
  const responseIds: number[] = [];
  for (const answer of options.answers) {
    responseIds.push(
      await createResponse(t, {
        user_id: options.user_id,
        quiz_id: options.quiz_id,
        question_id: answer.question.question_id,
        version_id: answer.question.version_id,
        scale_value: answer.scale_value ?? null,
        text_value: answer.text_value ?? null,
        option_ids: answer.option_ids ?? [],
        ranked: answer.question.type === 'ranking',
      }),
    );
  }
  return responseIds;
}

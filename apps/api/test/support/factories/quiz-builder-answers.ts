import {
  qbQuizAttempts,
  qbResponseChoices,
  qbResponses,
} from '../../../src/features/quiz-builder/responses.tables';
import type { TestContext } from '../app';
import { one } from './quiz-builder-library';

export interface ResponseOptions {
  user_id: string;
  quiz_id: string;
  question_id: string;
  /** The answered version (a question record's `version_id`). */
  version_id: string;
  scale_value?: number | null;
  text_value?: string | null;
  /** The chosen options, in rank order for a ranking (`ranked: true`). */
  option_ids?: string[];
  ranked?: boolean;
  answered_at?: Date;
}

/** One user's answer to one question version in a quiz; its response_id. */
export async function createResponse(t: TestContext, options: ResponseOptions): Promise<number> {
  const db = t.database.db;
  const response = await one(
    db
      .insert(qbResponses)
      .values({
        user_id: options.user_id,
        quiz_id: options.quiz_id,
        question_id: options.question_id,
        version_id: options.version_id,
        scale_value: options.scale_value ?? null,
        text_value: options.text_value ?? null,
        ...(options.answered_at === undefined
          ? {}
          : { answered_at: options.answered_at, updated_at: options.answered_at }),
      })
      .returning({ response_id: qbResponses.response_id }),
    'The response',
  );
  const optionIds = options.option_ids ?? [];
  if (optionIds.length > 0) {
    await db.insert(qbResponseChoices).values(
      optionIds.map((optionId, index) => ({
        response_id: response.response_id,
        version_id: options.version_id,
        option_id: optionId,
        position: options.ranked === true ? index + 1 : null,
      })),
    );
  }
  return response.response_id;
}

export interface AttemptOptions {
  user_id: string;
  quiz_id: string;
  bundle_id?: string | null;
  /** When it was completed (`true` = now); not completed unless given. */
  completed?: Date | boolean;
  score?: number | null;
  max_score?: number | null;
}

/** A user's attempt at a quiz: started, and completed when asked. */
export async function createAttempt(t: TestContext, options: AttemptOptions) {
  const completedAt =
    options.completed === true
      ? new Date()
      : options.completed instanceof Date
        ? options.completed
        : null;
  return one(
    t.database.db
      .insert(qbQuizAttempts)
      .values({
        user_id: options.user_id,
        quiz_id: options.quiz_id,
        bundle_id: options.bundle_id ?? null,
        completed_at: completedAt,
        score: options.score ?? null,
        max_score: options.max_score ?? null,
      })
      .returning(),
    'The attempt',
  );
}

import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { isoDateTime, timestampsShape } from './schema-parts';
import {
  qbBundleStatusSchema,
  qbDescriptionSchema,
  qbIdSchema,
  qbQuerySchema,
  qbQuizPurposeSchema,
  qbQuizStatusSchema,
  qbReportRepeats,
  qbRequireBothDescriptions,
  qbTitleAndDescriptionShape,
} from './quiz-builder';
import { qbQuestionSchema } from './quiz-builder-questions';

/**
 * The quiz builder's quizzes and bundles (admins). A quiz is a titled,
 * ordered set of questions with a purpose (survey, matching, knowledge); a
 * knowledge quiz has correct answers, points and a pass score. A bundle is an
 * ordered group of quizzes that a user takes as one. See
 * docs/decisions/013-quiz-builder.md.
 */

export const qbQuizLimits = {
  titleMaxLength: 200,
  questionsMax: 200,
  pointsMin: 0,
  pointsMax: 100,
  quizzesPerBundleMax: 20,
} as const;

export const qbQuizMessages = {
  emptyQuiz: 'An empty quiz cannot be published: add at least one question',
  emptyBundle: 'An empty bundle cannot be published: add at least one quiz',
  questionTwice: 'A question is listed twice in this quiz',
  quizTwice: 'A quiz is listed twice in this bundle',
  passScoreOnlyKnowledge: 'Only a knowledge quiz has a pass score',
  answerKeyOnlyKnowledge: 'Only a knowledge quiz has correct answers',
  points: `points must be a whole number from ${String(qbQuizLimits.pointsMin)} to ${String(
    qbQuizLimits.pointsMax,
  )}`,
  passScoreTooHigh: 'The pass score is higher than the most points the quiz can give',
  bundleQuizNotPublished:
    'A published bundle can only hold published quizzes: publish this quiz first',
  correctOptionTwice: 'A correct answer is listed twice',
  unscoredAnswerKey: 'A scale or short text question is not scored: it takes no correct answer',
} as const;

/** The message of a correct answer that is not one of the question's options. */
export function qbAnswerKeyNotOptionMessage(optionId: string): string {
  return `The option ${optionId} is not one of this question's options`;
}

/** The message of a knowledge question that cannot be scored as it is. */
export function qbAnswerKeyMissingMessage(
  type: 'single_choice' | 'multiple_choice' | 'ranking',
): string {
  switch (type) {
    case 'single_choice':
      return 'A single choice question of a knowledge quiz needs exactly one correct answer';
    case 'multiple_choice':
      return 'A multiple choice question of a knowledge quiz needs at least one correct answer';
    case 'ranking':
      return 'A ranking question of a knowledge quiz needs the correct order of all its options';
  }
}

export function qbUnknownQuestionMessage(questionId: string): string {
  return `The question ${questionId} does not exist`;
}

export function qbUnknownQuizMessage(quizId: string): string {
  return `The quiz ${quizId} does not exist`;
}

/** The message of a retired question in a quiz being published. */
export function qbRetiredQuestionMessage(questionId: string): string {
  return `The question ${questionId} is retired and cannot be published`;
}

function titleSchema(field: string) {
  return z
    .string()
    .trim()
    .min(1, { error: `${field} is required` })
    .max(qbQuizLimits.titleMaxLength);
}

/** The titles and descriptions a quiz or a bundle is written with; the body checks both descriptions. */
const titleAndDescriptionBodyShape = {
  title_en: titleSchema('title_en'),
  title_tr: titleSchema('title_tr'),
  description_en: qbDescriptionSchema,
  description_tr: qbDescriptionSchema,
};

// ─── Quizzes ────────────────────────────────────────────────────────────────

/**
 * One question of a quiz, in order. `correct_option_ids` is the answer key of
 * a knowledge quiz (one for a single choice, one or more for a multiple
 * choice, every option in the correct order for a ranking); scale and short
 * text questions are not scored. `points` is what a correct answer earns.
 */
export const qbQuizQuestionBodySchema = z.object({
  question_id: qbIdSchema,
  points: z
    .number({ error: qbQuizMessages.points })
    .int({ error: qbQuizMessages.points })
    .min(qbQuizLimits.pointsMin, { error: qbQuizMessages.points })
    .max(qbQuizLimits.pointsMax, { error: qbQuizMessages.points })
    .default(1),
  correct_option_ids: z.array(qbIdSchema).max(20).default([]),
});
export type QbQuizQuestionBody = z.infer<typeof qbQuizQuestionBodySchema>;

/**
 * `POST /admin/qb/quiz/main` and `PUT …/{quiz_id}`: the whole quiz with its
 * ordered questions. Publishing (`status: published`) needs at least one
 * question, no retired question and, for a knowledge quiz, a complete answer
 * key for every choice and ranking question (checked by the server).
 */
export const qbQuizBodySchema = z
  .object({
    ...titleAndDescriptionBodyShape,
    purpose: qbQuizPurposeSchema,
    status: qbQuizStatusSchema.default('draft'),
    pass_score: z.number().int().min(0).nullable().default(null),
    questions: z.array(qbQuizQuestionBodySchema).max(qbQuizLimits.questionsMax).default([]),
  })
  .superRefine((body, context) => {
    qbRequireBothDescriptions(body, context);
    if (body.purpose !== 'knowledge' && body.pass_score !== null) {
      context.addIssue({
        code: 'custom',
        path: ['pass_score'],
        message: qbQuizMessages.passScoreOnlyKnowledge,
      });
    }
    if (body.status === 'published' && body.questions.length === 0) {
      // On the status (the choice to publish): on the empty list it would read "questions is required".
      context.addIssue({ code: 'custom', path: ['status'], message: qbQuizMessages.emptyQuiz });
    }
    const seen = new Set<string>();
    body.questions.forEach((question, index) => {
      if (seen.has(question.question_id)) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'question_id'],
          message: qbQuizMessages.questionTwice,
        });
      }
      seen.add(question.question_id);
      if (body.purpose !== 'knowledge' && question.correct_option_ids.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'correct_option_ids'],
          message: qbQuizMessages.answerKeyOnlyKnowledge,
        });
      }
      if (new Set(question.correct_option_ids).size !== question.correct_option_ids.length) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'correct_option_ids'],
          message: qbQuizMessages.correctOptionTwice,
        });
      }
    });
  });
export type QbQuizBody = z.infer<typeof qbQuizBodySchema>;
export type QbQuizInput = z.input<typeof qbQuizBodySchema>;

/** A question of a quiz as admins see it: the whole question with its place, points and key. */
export const qbQuizQuestionSchema = z.object({
  position: z.number().int(),
  points: z.number().int(),
  correct_option_ids: z.array(z.string()),
  question: qbQuestionSchema,
});
export type QbQuizQuestion = z.infer<typeof qbQuizQuestionSchema>;

/** A quiz in a list: no questions, but their count and how far users got. */
export const qbQuizSummarySchema = z.object({
  quiz_id: z.string(),
  ...qbTitleAndDescriptionShape,
  status: qbQuizStatusSchema,
  purpose: qbQuizPurposeSchema,
  pass_score: z.number().int().nullable(),
  /** The sum of the points of the scored questions (knowledge quizzes; 0 otherwise). */
  max_score: z.number().int(),
  question_count: z.number().int(),
  bundle_count: z.number().int(),
  /** Users who started it (answered at least one question). */
  started_count: z.number().int(),
  /** Users who finished it. */
  completed_count: z.number().int(),
  published_at: isoDateTime.nullable(),
  ...timestampsShape,
});
export type QbQuizSummary = z.infer<typeof qbQuizSummarySchema>;

/** A quiz with its ordered questions and the bundles that hold it. */
export const qbQuizSchema = qbQuizSummarySchema.extend({
  questions: z.array(qbQuizQuestionSchema),
  bundles: z.array(
    z.object({
      bundle_id: z.string(),
      title_en: z.string(),
      title_tr: z.string(),
      status: qbBundleStatusSchema,
    }),
  ),
});
export type QbQuiz = z.infer<typeof qbQuizSchema>;

/**
 * `GET /admin/qb/quiz/main/all`: a Turkish-aware search over the titles and
 * descriptions; filters by status and purpose; newest change first.
 */
export const qbQuizListQuerySchema = paginationQuerySchema.extend({
  q: qbQuerySchema,
  status: qbQuizStatusSchema.optional(),
  purpose: qbQuizPurposeSchema.optional(),
});
export type QbQuizListQuery = z.infer<typeof qbQuizListQuerySchema>;

export const qbQuizPageSchema = pageSchema(qbQuizSummarySchema);
export type QbQuizPage = z.infer<typeof qbQuizPageSchema>;

export const qbQuizIdParamsSchema = z.object({ quiz_id: qbIdSchema });

// ─── Bundles ────────────────────────────────────────────────────────────────

/**
 * `POST /admin/qb/bundle/main` and `PUT …/{bundle_id}`: the ordered quizzes.
 * A published bundle needs at least one quiz, and all of them published.
 */
export const qbBundleBodySchema = z
  .object({
    ...titleAndDescriptionBodyShape,
    status: qbBundleStatusSchema.default('draft'),
    quiz_ids: z.array(qbIdSchema).max(qbQuizLimits.quizzesPerBundleMax).default([]),
  })
  .superRefine((body, context) => {
    qbRequireBothDescriptions(body, context);
    if (body.status === 'published' && body.quiz_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['status'], message: qbQuizMessages.emptyBundle });
    }
    qbReportRepeats(
      body.quiz_ids,
      (index) => ['quiz_ids', index],
      qbQuizMessages.quizTwice,
      context,
    );
  });
export type QbBundleBody = z.infer<typeof qbBundleBodySchema>;
export type QbBundleInput = z.input<typeof qbBundleBodySchema>;

export const qbBundleQuizSchema = z.object({
  position: z.number().int(),
  quiz_id: z.string(),
  title_en: z.string(),
  title_tr: z.string(),
  status: qbQuizStatusSchema,
  purpose: qbQuizPurposeSchema,
  question_count: z.number().int(),
});
export type QbBundleQuiz = z.infer<typeof qbBundleQuizSchema>;

export const qbBundleSchema = z.object({
  bundle_id: z.string(),
  ...qbTitleAndDescriptionShape,
  status: qbBundleStatusSchema,
  quizzes: z.array(qbBundleQuizSchema),
  quiz_count: z.number().int(),
  question_count: z.number().int(),
  published_at: isoDateTime.nullable(),
  ...timestampsShape,
});
export type QbBundle = z.infer<typeof qbBundleSchema>;

/** `GET /admin/qb/bundle/main/all`: search over titles and descriptions, by status, newest first. */
export const qbBundleListQuerySchema = paginationQuerySchema.extend({
  q: qbQuerySchema,
  status: qbBundleStatusSchema.optional(),
  /** Bundles that hold this quiz. */
  quiz_id: qbIdSchema.optional(),
});
export type QbBundleListQuery = z.infer<typeof qbBundleListQuerySchema>;

export const qbBundlePageSchema = pageSchema(qbBundleSchema);
export type QbBundlePage = z.infer<typeof qbBundlePageSchema>;

export const qbBundleIdParamsSchema = z.object({ bundle_id: qbIdSchema });

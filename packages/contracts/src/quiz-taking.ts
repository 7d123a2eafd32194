import { z } from 'zod';
import {
  qbIdSchema,
  qbQuestionTypeSchema,
  qbQuizPurposeSchema,
  qbTitleAndDescriptionShape,
} from './quiz-builder';
import { isoDateTime } from './schema-parts';

/**
 * Taking quizzes and bundles (signed-in users): a published quiz rendered in
 * both languages, the user's saved answers (a reload resumes), completion and
 * the result. Admins preview any bundle through the same shapes. See
 * docs/decisions/013-quiz-builder.md.
 */

export const qbTakeLimits = {
  textAnswerMaxLength: 1000,
} as const;

export const qbTakeMessages = {
  quizNotFound: 'This quiz does not exist or is not open',
  bundleNotFound: 'This bundle does not exist or is not open',
  questionNotInQuiz: 'This question is not part of this quiz',
  completed: 'You have completed this quiz; your answers can no longer change',
  noRetake: 'A knowledge quiz can be taken once',
  notCompleted: 'You have not completed this quiz yet',
  oneChoice: 'Choose exactly one option',
  someChoice: 'Choose at least one option',
  rankAll: 'Put every option in order, each once',
  notAnOption: 'This is not one of the question’s options',
  scaleRange: 'Choose a value on the scale',
  textRequired: 'Write an answer',
  wrongAnswerKind: 'This answer does not fit the question’s type',
  bundleQuizNotInBundle: 'This quiz is not part of this bundle',
} as const;

/** The message of completing a quiz with questions left. */
export function qbUnansweredMessage(count: number): string {
  return `Answer every question first: ${String(count)} ${count === 1 ? 'is' : 'are'} left`;
}

/** An option as a user sees it: the alternative wording when the question shows one. */
export const qbTakeOptionSchema = z.object({
  option_id: z.string(),
  text_en: z.string(),
  text_tr: z.string(),
});
export type QbTakeOption = z.infer<typeof qbTakeOptionSchema>;

/** A question of a quiz as a user sees it: the rendered wording of its current version. */
export const qbTakeQuestionSchema = z.object({
  question_id: z.string(),
  version_id: z.string(),
  position: z.number().int(),
  type: qbQuestionTypeSchema,
  /** 5 or 7 for a scale (answered 1..scale_max), null otherwise. */
  scale_max: z.number().int().nullable(),
  text_en: z.string(),
  text_tr: z.string(),
  options: z.array(qbTakeOptionSchema),
  /** What a correct answer earns (knowledge quizzes; 0 when the question is not scored). */
  points: z.number().int(),
});
export type QbTakeQuestion = z.infer<typeof qbTakeQuestionSchema>;

/**
 * An answer: `option_ids` for choices (a ranking's in order, first is best),
 * `scale_value` for a scale, `text_value` for a short text; the others empty.
 */
export const qbAnswerBodySchema = z.object({
  option_ids: z.array(qbIdSchema).max(20).default([]),
  scale_value: z.number().int().min(1).max(7).nullable().default(null),
  text_value: z.string().trim().max(qbTakeLimits.textAnswerMaxLength).nullable().default(null),
  /** The bundle the quiz is taken in, if any (recorded on the attempt). */
  bundle_id: qbIdSchema.nullable().default(null),
});
export type QbAnswerBody = z.infer<typeof qbAnswerBodySchema>;
export type QbAnswerInput = z.input<typeof qbAnswerBodySchema>;

export const qbTakeAnswerSchema = z.object({
  question_id: z.string(),
  option_ids: z.array(z.string()),
  scale_value: z.number().int().nullable(),
  text_value: z.string().nullable(),
  answered_at: isoDateTime,
});
export type QbTakeAnswer = z.infer<typeof qbTakeAnswerSchema>;

/** The result of a completed quiz; per question for a knowledge quiz. */
export const qbQuizResultSchema = z.object({
  completed_at: isoDateTime,
  answered_count: z.number().int(),
  question_count: z.number().int(),
  /** Knowledge quizzes only (null otherwise). */
  score: z.number().int().nullable(),
  max_score: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  /** Knowledge quizzes: whether each scored answer was right and the correct options. */
  questions: z.array(
    z.object({
      question_id: z.string(),
      correct: z.boolean().nullable(),
      points_earned: z.number().int(),
      correct_option_ids: z.array(z.string()),
    }),
  ),
});
export type QbQuizResult = z.infer<typeof qbQuizResultSchema>;

/**
 * `GET /quizzes/{quiz_id}`: a published quiz as the signed-in user takes it,
 * with their saved answers (to resume) and, once completed, the result.
 */
export const qbTakeQuizSchema = z.object({
  quiz_id: z.string(),
  ...qbTitleAndDescriptionShape,
  purpose: qbQuizPurposeSchema,
  pass_score: z.number().int().nullable(),
  max_score: z.number().int(),
  questions: z.array(qbTakeQuestionSchema),
  answers: z.array(qbTakeAnswerSchema),
  started_at: isoDateTime.nullable(),
  completed_at: isoDateTime.nullable(),
  /** Whether the user may start again after completing (surveys and matching quizzes). */
  can_retake: z.boolean(),
  result: qbQuizResultSchema.nullable(),
});
export type QbTakeQuiz = z.infer<typeof qbTakeQuizSchema>;

/** A quiz of a bundle with the user's progress in it. */
export const qbTakeBundleQuizSchema = z.object({
  quiz_id: z.string(),
  position: z.number().int(),
  title_en: z.string(),
  title_tr: z.string(),
  purpose: qbQuizPurposeSchema,
  question_count: z.number().int(),
  answered_count: z.number().int(),
  completed_at: isoDateTime.nullable(),
});
export type QbTakeBundleQuiz = z.infer<typeof qbTakeBundleQuizSchema>;

/** `GET /bundles/{bundle_id}`: a published bundle and how far the user got in each quiz. */
export const qbTakeBundleSchema = z.object({
  bundle_id: z.string(),
  ...qbTitleAndDescriptionShape,
  quizzes: z.array(qbTakeBundleQuizSchema),
  completed: z.boolean(),
});
export type QbTakeBundle = z.infer<typeof qbTakeBundleSchema>;

/**
 * `GET /admin/qb/bundle/preview/{bundle_id}` (admins): a bundle of any status
 * exactly as a user will see it, every quiz with its questions, no answers.
 */
export const qbBundlePreviewSchema = z.object({
  bundle: qbTakeBundleSchema,
  quizzes: z.array(qbTakeQuizSchema),
});
export type QbBundlePreview = z.infer<typeof qbBundlePreviewSchema>;

/**
 * `GET /quizzes` (signed-in users): the published bundles and the published
 * quizzes outside any bundle, with the user's progress; newest first.
 */
export const qbOpenQuizzesSchema = z.object({
  bundles: z.array(
    z.object({
      bundle_id: z.string(),
      ...qbTitleAndDescriptionShape,
      quiz_count: z.number().int(),
      completed_count: z.number().int(),
    }),
  ),
  quizzes: z.array(
    z.object({
      quiz_id: z.string(),
      ...qbTitleAndDescriptionShape,
      purpose: qbQuizPurposeSchema,
      question_count: z.number().int(),
      answered_count: z.number().int(),
      completed_at: isoDateTime.nullable(),
    }),
  ),
});
export type QbOpenQuizzes = z.infer<typeof qbOpenQuizzesSchema>;

export const qbTakeQuizParamsSchema = z.object({ quiz_id: qbIdSchema });
export const qbTakeAnswerParamsSchema = z.object({ quiz_id: qbIdSchema, question_id: qbIdSchema });
export const qbTakeBundleParamsSchema = z.object({ bundle_id: qbIdSchema });

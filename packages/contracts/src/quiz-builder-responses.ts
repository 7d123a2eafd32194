import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { isoDateTime } from './schema-parts';
import {
  qbIdSchema,
  qbMessages,
  qbQuerySchema,
  qbQuestionTypeSchema,
  qbQuizPurposeSchema,
} from './quiz-builder';
import { qbAnswerBodySchema } from './quiz-taking';

/**
 * The quiz builder's responses (admins): every user's answers for analysis
 * and moderation (hide a text answer, see who answered when), the answer
 * distribution of each question of a quiz, and exports. See
 * docs/decisions/013-quiz-builder.md.
 */

export const qbResponseMessages = {
  userNotFound: 'No user has this email address',
} as const;

export const qbResponseUserSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  email: z.string(),
});

/** One answer with who gave it, to which question (and version) of which quiz. */
export const qbResponseSchema = z.object({
  response_id: z.number().int(),
  /** Null when the account is gone (its responses go with it; kept for a race). */
  user: qbResponseUserSchema.nullable(),
  quiz: z.object({ quiz_id: z.string(), title_en: z.string(), title_tr: z.string() }),
  question: z.object({
    question_id: z.string(),
    rendered_en: z.string(),
    rendered_tr: z.string(),
    type: qbQuestionTypeSchema,
  }),
  version_number: z.number().int(),
  /** The chosen options in order (a ranking's first is the top rank). */
  options: z.array(z.object({ option_id: z.string(), text_en: z.string(), text_tr: z.string() })),
  scale_value: z.number().int().nullable(),
  scale_max: z.number().int().nullable(),
  text_value: z.string().nullable(),
  is_hidden: z.boolean(),
  hidden_by: z.object({ user_id: z.string(), display_name: z.string() }).nullable(),
  hidden_at: isoDateTime.nullable(),
  answered_at: isoDateTime,
  updated_at: isoDateTime,
});
export type QbResponse = z.infer<typeof qbResponseSchema>;

/**
 * `GET /admin/qb/response/main/all`: newest first; `q` searches text answers
 * and the user's name or email (folded); filters by quiz, question, user,
 * text answers only and hidden.
 */
export const qbResponseListQuerySchema = paginationQuerySchema.extend({
  q: qbQuerySchema,
  quiz_id: qbIdSchema.optional(),
  question_id: qbIdSchema.optional(),
  user_id: qbIdSchema.optional(),
  text_only: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  hidden: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type QbResponseListQuery = z.infer<typeof qbResponseListQuerySchema>;

export const qbResponsePageSchema = pageSchema(qbResponseSchema);
export type QbResponsePage = z.infer<typeof qbResponsePageSchema>;

export const qbResponseIdParamsSchema = z.object({
  response_id: z.coerce.number().int().min(1, { error: qbMessages.invalidId }),
});

/**
 * `POST /admin/qb/response/main`: an answer collected on paper, recorded for
 * the user with this email; checked like a user's own answer and audited.
 */
export const qbResponseCreateBodySchema = qbAnswerBodySchema.omit({ bundle_id: true }).extend({
  email: z.email({ error: 'Enter a valid email address' }).trim().toLowerCase(),
  quiz_id: qbIdSchema,
  question_id: qbIdSchema,
});
export type QbResponseCreateBody = z.infer<typeof qbResponseCreateBodySchema>;
export type QbResponseCreateInput = z.input<typeof qbResponseCreateBodySchema>;

/** `PUT /admin/qb/response/main/{response_id}`: moderation, hide or show the answer. */
export const qbResponseUpdateBodySchema = z.object({ is_hidden: z.boolean() });
export type QbResponseUpdateBody = z.infer<typeof qbResponseUpdateBodySchema>;

// ─── Analysis ───────────────────────────────────────────────────────────────

/**
 * The answers to one question of a quiz, over all its versions: how often
 * each option was chosen (with the average rank for a ranking), each scale
 * value, and how many text answers (and hidden ones) there are.
 */
export const qbQuestionDistributionSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  type: qbQuestionTypeSchema,
  rendered_en: z.string(),
  rendered_tr: z.string(),
  response_count: z.number().int(),
  /** More than 1: the options may differ between versions. */
  version_count: z.number().int(),
  options: z.array(
    z.object({
      option_id: z.string(),
      text_en: z.string(),
      text_tr: z.string(),
      count: z.number().int(),
      /** Rankings only: the average place given (1 is first). */
      average_rank: z.number().nullable(),
    }),
  ),
  scale_max: z.number().int().nullable(),
  scale: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  scale_average: z.number().nullable(),
  text_count: z.number().int(),
  hidden_count: z.number().int(),
  /** Knowledge quizzes: answers that earned the points. */
  correct_count: z.number().int().nullable(),
});
export type QbQuestionDistribution = z.infer<typeof qbQuestionDistributionSchema>;

/** `GET /admin/qb/quiz/main/{quiz_id}/analysis`: completion and every question's distribution. */
export const qbQuizAnalysisSchema = z.object({
  quiz_id: z.string(),
  purpose: qbQuizPurposeSchema,
  started_count: z.number().int(),
  completed_count: z.number().int(),
  average_score: z.number().nullable(),
  passed_count: z.number().int().nullable(),
  questions: z.array(qbQuestionDistributionSchema),
});
export type QbQuizAnalysis = z.infer<typeof qbQuizAnalysisSchema>;

/**
 * One row of a response export (`GET /admin/qb/quiz/main/{quiz_id}/responses.csv`
 * and `.json`). Users are named by their pseudonymous id only; a hidden text
 * answer is exported empty with `hidden: true`.
 */
export const qbResponseExportRowSchema = z.object({
  response_id: z.number().int(),
  user_id: z.string(),
  quiz_id: z.string(),
  question_id: z.string(),
  question_position: z.number().int(),
  version_number: z.number().int(),
  question_en: z.string(),
  type: qbQuestionTypeSchema,
  option_ids: z.array(z.string()),
  options_en: z.array(z.string()),
  scale_value: z.number().int().nullable(),
  text_value: z.string().nullable(),
  hidden: z.boolean(),
  answered_at: isoDateTime,
});
export type QbResponseExportRow = z.infer<typeof qbResponseExportRowSchema>;

/** The CSV export's columns, in order (lists are joined with " | "). */
export const qbResponseExportColumns = [
  'response_id',
  'user_id',
  'quiz_id',
  'question_id',
  'question_position',
  'version_number',
  'question_en',
  'type',
  'option_ids',
  'options_en',
  'scale_value',
  'text_value',
  'hidden',
  'answered_at',
] as const satisfies readonly (keyof QbResponseExportRow)[];

import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { localeSchema } from './roles';
import { timestampsShape, trimmedText } from './schema-parts';

/**
 * The AI assistant (ASSISTANT.md): answers from the platform's own pages,
 * with numbered citations; offline excerpts by default, a model's streamed
 * answer when one is configured.
 */

/** What a citation opens: each kind of page the index holds. */
export const assistantSourceTypes = [
  'course',
  'experience',
  'qa',
  'pool',
  'information',
  'faq',
  'dev_log',
  'event',
] as const;
export const assistantSourceTypeSchema = z.enum(assistantSourceTypes);
export type AssistantSourceType = z.infer<typeof assistantSourceTypeSchema>;

/** Who may receive a chunk: decided by the feature that owns it. */
export const assistantVisibilities = ['public', 'signed_in', 'vip'] as const;
export const assistantVisibilitySchema = z.enum(assistantVisibilities);
export type AssistantVisibility = z.infer<typeof assistantVisibilitySchema>;

export const assistantMessageRoles = ['user', 'assistant'] as const;
export const assistantMessageRoleSchema = z.enum(assistantMessageRoles);
export type AssistantMessageRole = z.infer<typeof assistantMessageRoleSchema>;

/** An answer streams, then completes, is stopped (its partial text kept) or fails. */
export const assistantMessageStatuses = ['streaming', 'complete', 'stopped', 'failed'] as const;
export const assistantMessageStatusSchema = z.enum(assistantMessageStatuses);
export type AssistantMessageStatus = z.infer<typeof assistantMessageStatusSchema>;

/** How an answer was made: excerpts, a model, or excerpts after the model failed. */
export const assistantAnswerModes = ['offline', 'model', 'fallback'] as const;
export const assistantAnswerModeSchema = z.enum(assistantAnswerModes);
export type AssistantAnswerMode = z.infer<typeof assistantAnswerModeSchema>;

export const assistantRatings = ['up', 'down'] as const;
export const assistantRatingSchema = z.enum(assistantRatings);
export type AssistantRating = z.infer<typeof assistantRatingSchema>;

/** Why an answer did not help (a thumbs down), or what was good about it. */
export const assistantFeedbackReasons = [
  'wrong',
  'not_relevant',
  'incomplete',
  'outdated',
  'wrong_language',
  'helpful',
  'other',
] as const;
export const assistantFeedbackReasonSchema = z.enum(assistantFeedbackReasons);
export type AssistantFeedbackReason = z.infer<typeof assistantFeedbackReasonSchema>;

export const assistantLimits = {
  questionMaxLength: 1000,
  titleMaxLength: 80,
  commentMaxLength: 500,
  /** Messages (questions and answers) in one conversation. */
  messagesPerConversation: 50,
  questionsPerMinute: 10,
  questionsPerDayWithModel: 100,
  questionsPerDayOffline: 300,
  /** Conversations untouched this long are deleted. */
  retentionDays: 90,
} as const;

/** The server-sent events of an answer, in this order: sources, text…, then done (or error). */
export const assistantStreamEvents = {
  sources: 'sources',
  text: 'text',
  done: 'done',
  error: 'error',
} as const;

/**
 * The app pages the assistant's own fixed sentences link to (the question
 * pool, the FAQ's VIP entry, the GPA calculator, the home page's events, the
 * boards, the dev log). An answer may link to these and to its sources'
 * paths, nowhere else; the web shows any other link as plain text.
 */
export const assistantPagePaths = [
  '/questions',
  '/faq#faq-vip',
  '/gpa',
  '/home',
  '/listings/internships',
  '/listings/erasmus',
  '/dev/display',
] as const;

/** One numbered source of an answer: `[n]` in the text opens `path`. */
export const assistantSourceSchema = z.object({
  n: z.number().int().min(1),
  source_type: assistantSourceTypeSchema,
  source_id: z.string(),
  title: z.string(),
  /** An app path, such as `/courses/{id}`; never an outside address. */
  path: z.string(),
  /** The passage that matched, with the matching words in `**bold**`. */
  fragment: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantFeedbackSchema = z.object({
  rating: assistantRatingSchema,
  reason: assistantFeedbackReasonSchema.nullable(),
  comment: z.string().nullable(),
  shared: z.boolean(),
});
export type AssistantFeedback = z.infer<typeof assistantFeedbackSchema>;

export const assistantMessageSchema = z.object({
  message_id: z.uuid(),
  role: assistantMessageRoleSchema,
  content: z.string(),
  status: assistantMessageStatusSchema,
  /** How an answer was made; null for a question. */
  mode: assistantAnswerModeSchema.nullable(),
  /** The question an answer replies to (a regenerated answer sits beside the earlier one). */
  reply_to: z.uuid().nullable(),
  sources: z.array(assistantSourceSchema),
  feedback: assistantFeedbackSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantConversationSchema = z.object({
  conversation_id: z.uuid(),
  title: z.string(),
  message_count: z.number().int().min(0),
  ...timestampsShape,
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

/** One conversation with its messages, oldest first (also the shape of the data export). */
export const assistantConversationDetailSchema = assistantConversationSchema.extend({
  messages: z.array(assistantMessageSchema),
});
export type AssistantConversationDetail = z.infer<typeof assistantConversationDetailSchema>;

export const assistantConversationPageSchema = pageSchema(assistantConversationSchema);
export type AssistantConversationPage = z.infer<typeof assistantConversationPageSchema>;

export const assistantConversationListQuerySchema = paginationQuerySchema;

export const assistantConversationParamsSchema = z.object({ conversation_id: z.uuid() });
export const assistantMessageParamsSchema = z.object({ message_id: z.uuid() });

/** `PATCH /assistant/conversations/{id}`. */
export const assistantRenameBodySchema = z.object({
  title: trimmedText(1, assistantLimits.titleMaxLength),
});
export type AssistantRenameBody = z.infer<typeof assistantRenameBodySchema>;

/** `POST /assistant/ask`: a question, in a conversation or starting one. */
export const assistantAskBodySchema = z.object({
  question: trimmedText(1, assistantLimits.questionMaxLength),
  conversation_id: z
    .uuid()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  /** The interface language, used when the question's own language is unclear. */
  locale: localeSchema.optional(),
});
export type AssistantAskBody = z.infer<typeof assistantAskBodySchema>;
export type AssistantAskInput = z.input<typeof assistantAskBodySchema>;

/** `POST /assistant/messages/{id}/regenerate`. */
export const assistantRegenerateBodySchema = z.object({ locale: localeSchema.optional() });
export type AssistantRegenerateBody = z.infer<typeof assistantRegenerateBodySchema>;

/** `PUT /assistant/messages/{id}/feedback`: thumbs up or down on an answer. */
export const assistantFeedbackBodySchema = z.object({
  rating: assistantRatingSchema,
  reason: assistantFeedbackReasonSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  comment: z
    .string()
    .trim()
    .max(assistantLimits.commentMaxLength)
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
  /** Whether the team may read this question and answer. */
  share: z.boolean().default(false),
});
export type AssistantFeedbackBody = z.infer<typeof assistantFeedbackBodySchema>;
export type AssistantFeedbackInput = z.input<typeof assistantFeedbackBodySchema>;

/** The `sources` event: the answer's ids and its numbered sources, sent first. */
export const assistantSourcesEventSchema = z.object({
  conversation_id: z.uuid(),
  question_message_id: z.uuid(),
  message_id: z.uuid(),
  mode: assistantAnswerModeSchema,
  sources: z.array(assistantSourceSchema),
});
export type AssistantSourcesEvent = z.infer<typeof assistantSourcesEventSchema>;

/** The `text` event: the next piece of the answer (Markdown). */
export const assistantTextEventSchema = z.object({ delta: z.string() });

/** The `done` event: the answer as saved. */
export const assistantDoneEventSchema = z.object({
  message_id: z.uuid(),
  status: assistantMessageStatusSchema,
  mode: assistantAnswerModeSchema,
  content: z.string(),
  sources: z.array(assistantSourceSchema),
});
export type AssistantDoneEvent = z.infer<typeof assistantDoneEventSchema>;

/** The `error` event: the answer could not be made (nothing more follows). */
export const assistantErrorEventSchema = z.object({ code: z.string(), detail: z.string() });

/** `GET /assistant/status`: the badge ("offline answers") and the limits. */
export const assistantStatusSchema = z.object({
  mode: z.enum(['offline', 'model']),
  question_max_length: z.number().int(),
  messages_per_conversation: z.number().int(),
  questions_per_day: z.number().int(),
  retention_days: z.number().int(),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

/** `GET /admin/assistant/usage`: one row per day, newest first. */
export const assistantUsageQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const assistantUsageDaySchema = z.object({
  day: z.iso.date(),
  questions: z.number().int(),
  people: z.number().int(),
  model_answers: z.number().int(),
  offline_answers: z.number().int(),
  fallback_answers: z.number().int(),
  thumbs_up: z.number().int(),
  thumbs_down: z.number().int(),
});
export const assistantUsageSchema = z.object({ items: z.array(assistantUsageDaySchema) });
export type AssistantUsage = z.infer<typeof assistantUsageSchema>;

/** `GET /admin/assistant/feedback`: ratings with their reasons, newest first (no names). */
export const assistantFeedbackListQuerySchema = paginationQuerySchema.extend({
  rating: assistantRatingSchema.optional(),
});
export type AssistantFeedbackListQuery = z.infer<typeof assistantFeedbackListQuerySchema>;
export const assistantFeedbackItemSchema = assistantFeedbackSchema.extend({
  message_id: z.uuid(),
  mode: assistantAnswerModeSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export const assistantFeedbackPageSchema = pageSchema(assistantFeedbackItemSchema);
export type AssistantFeedbackPage = z.infer<typeof assistantFeedbackPageSchema>;

/** `GET /admin/assistant/shared`: the exchanges people chose to share with the team. */
export const assistantSharedExchangeSchema = assistantFeedbackItemSchema.extend({
  question: z.string(),
  answer: z.string(),
  sources: z.array(assistantSourceSchema),
});
export const assistantSharedPageSchema = pageSchema(assistantSharedExchangeSchema);
export type AssistantSharedPage = z.infer<typeof assistantSharedPageSchema>;

/** `GET /admin/assistant/index`: what the index holds. */
export const assistantIndexStatusSchema = z.object({
  chunks: z.number().int(),
  sources: z.array(
    z.object({
      source_type: assistantSourceTypeSchema,
      visibility: assistantVisibilitySchema,
      chunks: z.number().int(),
    }),
  ),
  last_indexed_at: z.iso.datetime({ offset: true }).nullable(),
  rebuild_queued: z.boolean(),
});
export type AssistantIndexStatus = z.infer<typeof assistantIndexStatusSchema>;

/**
 * `GET /admin/assistant/evaluation`: the evaluation set of the demo university
 * run on the live index as a student without VIP access (ASSISTANT.md,
 * "Proof"). Shares are 0..1; a leak is a VIP or forbidden passage returned.
 */
export const assistantEvaluationSchema = z.object({
  questions: z.number().int(),
  in_scope: z.number().int(),
  recall_at_1: z.number(),
  recall_at_3: z.number(),
  recall_at_5: z.number(),
  mrr: z.number(),
  leaks: z.number().int(),
  out_of_scope: z.number().int(),
  out_of_scope_answered: z.number().int(),
  p50_ms: z.number(),
  p95_ms: z.number(),
  max_ms: z.number(),
  results: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      question: z.string(),
      /** The rank (1-based) of the first expected source in the top 5, or null. */
      rank: z.number().int().nullable(),
      leaks: z.number().int(),
      /** The titles of the passages found, best first. */
      top: z.array(z.string()),
    }),
  ),
});
export type AssistantEvaluation = z.infer<typeof assistantEvaluationSchema>;

/** `GET /search?q=`: one search over the pages the assistant's index holds. */
export const siteSearchQuerySchema = z.object({
  q: trimmedText(2, 200),
  /** The reader's language: a page found in both is shown by its passage in this one. */
  lang: z.enum(['en', 'tr']).optional(),
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>;

/**
 * The results of a search, grouped by kind of page (courses, the Q&A bank,
 * the FAQ, the information bank, events, the question pool, experiences,
 * the dev log); only what the caller may read (visitors: public pages).
 */
export const siteSearchResultsSchema = z.object({
  q: z.string(),
  groups: z.array(
    z.object({
      source_type: assistantSourceTypeSchema,
      items: z.array(
        z.object({
          source_id: z.string(),
          title: z.string(),
          /** The app path of the page (may carry a query and a #fragment). */
          path: z.string(),
          /** The passage that matched, the matching words in `**bold**`. */
          fragment: z.string(),
        }),
      ),
    }),
  ),
});
export type SiteSearchResults = z.infer<typeof siteSearchResultsSchema>;

/** `POST /admin/assistant/index/rebuild`: the rebuild job is queued. */
export const assistantRebuildSchema = z.object({ run_at: z.iso.datetime({ offset: true }) });

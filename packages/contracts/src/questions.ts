import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { hasModeratorAccess, localeSchema, type UserRole } from './roles';
import { isoDateTime, timestampsShape, trimmedText } from './schema-parts';

/**
 * The Q&A bank and the question pool. Both file their questions under the
 * same question groups (a 4-digit id chosen by a moderator, a name in both
 * languages, a display order).
 */

export const questionLimits = {
  groupIdMin: 1000,
  groupIdMax: 9999,
  groupNameMaxLength: 30,
  displayOrderMax: 9999,
  qaQuestionMaxLength: 500,
  qaAnswerMaxLength: 5000,
  qaAuthorMaxLength: 120,
  qaOrderMax: 9999,
  qaSearchMaxLength: 100,
  poolTitleMinLength: 5,
  poolTitleMaxLength: 150,
  poolContentMinLength: 10,
  poolContentMaxLength: 5000,
  poolReplyMaxLength: 5000,
  reorderMaxItems: 500,
} as const;

/** The rule messages of this feature; SPEC.md section 5 gives the Q&A ones word for word. */
export const questionMessages = {
  groupId: 'Group id must be a 4-digit number',
  displayOrder: 'Display order must be a positive number',
  questionBothLanguages: 'Question is required in both languages',
  authorRequired: 'Author is required',
  orderPositive: 'Order must be a positive number',
  answeredNeedsAnswers: 'An answered question needs the answer in both languages',
} as const;

// ─── Question groups ────────────────────────────────────────────────────────

/** A 4-digit group id (1000-9999), in a body. */
export const questionGroupIdSchema = z
  .number({ error: questionMessages.groupId })
  .int({ error: questionMessages.groupId })
  .min(questionLimits.groupIdMin, { error: questionMessages.groupId })
  .max(questionLimits.groupIdMax, { error: questionMessages.groupId });

/** A 4-digit group id in a path or a query string. */
export const questionGroupIdTextSchema = z.coerce
  .number({ error: questionMessages.groupId })
  .int({ error: questionMessages.groupId })
  .min(questionLimits.groupIdMin, { error: questionMessages.groupId })
  .max(questionLimits.groupIdMax, { error: questionMessages.groupId });

export const questionGroupSchema = z.object({
  group_id: z.number().int(),
  name_en: z.string(),
  name_tr: z.string(),
  display_order: z.number().int(),
});
export type QuestionGroup = z.infer<typeof questionGroupSchema>;

const groupNameSchema = trimmedText(1, questionLimits.groupNameMaxLength);
const displayOrderSchema = z
  .number({ error: questionMessages.displayOrder })
  .int({ error: questionMessages.displayOrder })
  .min(1, { error: questionMessages.displayOrder })
  .max(questionLimits.displayOrderMax);

/** `PUT /question-groups/{group_id}` (moderators): the names and the display order. */
export const questionGroupUpdateBodySchema = z.object({
  name_en: groupNameSchema,
  name_tr: groupNameSchema,
  display_order: displayOrderSchema,
});
export type QuestionGroupUpdateBody = z.infer<typeof questionGroupUpdateBodySchema>;

/** `POST /question-groups` (moderators): the id is chosen by the moderator. */
export const questionGroupCreateBodySchema = questionGroupUpdateBodySchema.extend({
  group_id: questionGroupIdSchema,
});
export type QuestionGroupCreateBody = z.infer<typeof questionGroupCreateBodySchema>;

export const questionGroupParamsSchema = z.object({ group_id: questionGroupIdTextSchema });

export const questionGroupListQuerySchema = paginationQuerySchema;

/** A group of the Q&A bank with how many entries the reader may see in it. */
export const qaGroupSchema = questionGroupSchema.extend({ entry_count: z.number().int() });
export type QaGroup = z.infer<typeof qaGroupSchema>;
export const qaGroupPageSchema = pageSchema(qaGroupSchema);
export type QaGroupPage = z.infer<typeof qaGroupPageSchema>;

/** A group of the question pool with its open questions (a count, nothing about who asked). */
export const poolGroupSchema = questionGroupSchema.extend({ open_count: z.number().int() });
export type PoolGroup = z.infer<typeof poolGroupSchema>;
export const poolGroupPageSchema = pageSchema(poolGroupSchema);
export type PoolGroupPage = z.infer<typeof poolGroupPageSchema>;

// ─── Q&A bank ───────────────────────────────────────────────────────────────

/** SPEC.md section 4: the statuses of a Q&A bank entry. */
export const qaStatuses = ['answered', 'pending', 'in_review'] as const;
export const qaStatusSchema = z.enum(qaStatuses);
export type QaStatus = z.infer<typeof qaStatusSchema>;

export const qaEntrySchema = z.object({
  entry_id: z.uuid(),
  group_id: z.number().int(),
  question_en: z.string(),
  question_tr: z.string(),
  answer_en: z.string(),
  answer_tr: z.string(),
  order: z.number().int(),
  author: z.string(),
  status: qaStatusSchema,
  ...timestampsShape,
});
export type QaEntry = z.infer<typeof qaEntrySchema>;
export const qaEntryPageSchema = pageSchema(qaEntrySchema);
export type QaEntryPage = z.infer<typeof qaEntryPageSchema>;

/**
 * `POST /qa/entries` and `PUT /qa/entries/{entry_id}` (moderators). The
 * questions and the author may arrive empty here: `qaEntryRuleProblems`
 * words their rules with the SPEC sentences, for the API and the form alike.
 * Without `order`, a new entry goes last in its group.
 */
export const qaEntryWriteBodySchema = z.object({
  group_id: questionGroupIdSchema,
  question_en: z.string().trim().max(questionLimits.qaQuestionMaxLength).default(''),
  question_tr: z.string().trim().max(questionLimits.qaQuestionMaxLength).default(''),
  answer_en: z.string().trim().max(questionLimits.qaAnswerMaxLength).default(''),
  answer_tr: z.string().trim().max(questionLimits.qaAnswerMaxLength).default(''),
  order: z
    .number({ error: questionMessages.orderPositive })
    .int({ error: questionMessages.orderPositive })
    .min(1, { error: questionMessages.orderPositive })
    .max(questionLimits.qaOrderMax)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  author: z.string().trim().max(questionLimits.qaAuthorMaxLength).default(''),
  status: qaStatusSchema,
});
export type QaEntryWriteBody = z.infer<typeof qaEntryWriteBodySchema>;
export type QaEntryWriteInput = z.input<typeof qaEntryWriteBodySchema>;

export interface QaRuleProblem {
  field: 'question_en' | 'question_tr' | 'author' | 'answer_en' | 'answer_tr';
  message: string;
}

/** The rules of an entry across fields, in the words of SPEC.md section 5. */
export function qaEntryRuleProblems(body: {
  question_en: string;
  question_tr: string;
  answer_en: string;
  answer_tr: string;
  author: string;
  status: QaStatus;
}): QaRuleProblem[] {
  const problems: QaRuleProblem[] = [];
  if (body.question_en.trim() === '' || body.question_tr.trim() === '') {
    for (const field of ['question_en', 'question_tr'] as const) {
      if (body[field].trim() === '')
        problems.push({ field, message: questionMessages.questionBothLanguages });
    }
  }
  if (body.author.trim() === '')
    problems.push({ field: 'author', message: questionMessages.authorRequired });
  if (body.status === 'answered') {
    for (const field of ['answer_en', 'answer_tr'] as const) {
      if (body[field].trim() === '')
        problems.push({ field, message: questionMessages.answeredNeedsAnswers });
    }
  }
  return problems;
}

/** `GET /qa/entries`: by group, a Turkish-aware search over both languages; `status` for moderators. */
export const qaEntryListQuerySchema = paginationQuerySchema.extend({
  group_id: questionGroupIdTextSchema.optional(),
  q: z.string().trim().max(questionLimits.qaSearchMaxLength).optional(),
  status: qaStatusSchema.optional(),
});
export type QaEntryListQuery = z.infer<typeof qaEntryListQuerySchema>;

export const qaEntryParamsSchema = z.object({ entry_id: z.uuid() });

/** `PUT /qa/groups/{group_id}/order`: every entry of the group, in its new order. */
export const qaReorderBodySchema = z.object({
  entry_ids: z.array(z.uuid()).min(1).max(questionLimits.reorderMaxItems),
});
export type QaReorderBody = z.infer<typeof qaReorderBodySchema>;

// ─── Question pool ──────────────────────────────────────────────────────────

export const poolStatuses = ['open', 'answered', 'closed'] as const;
export const poolStatusSchema = z.enum(poolStatuses);
export type PoolStatus = z.infer<typeof poolStatusSchema>;

/** A pool question as its rules read it, from one reader's side. */
export interface PoolQuestionFacts {
  /** The reader asked it (`is_mine` on the wire). */
  isAsker: boolean;
  status: PoolStatus;
  replyCount: number;
}

/**
 * Who may do what to a pool question: the API refuses what it does not
 * allow (with the reason), the web shows only the actions it allows.
 */
export const poolQuestionPolicy = {
  /** The asker edits or withdraws it while it is open and nobody has replied. */
  mayChange: (question: PoolQuestionFacts): boolean =>
    question.isAsker && question.status === 'open' && question.replyCount === 0,
  /** Moderators delete any question; the asker withdraws theirs while they may change it. */
  mayDelete: (role: UserRole | undefined, question: PoolQuestionFacts): boolean =>
    hasModeratorAccess(role) || poolQuestionPolicy.mayChange(question),
  /** Moderators set any status; the asker marks theirs answered or open, never closed. */
  maySetStatus: (
    role: UserRole | undefined,
    question: PoolQuestionFacts,
    status: PoolStatus,
  ): boolean =>
    hasModeratorAccess(role) ||
    (question.isAsker && status !== 'closed' && question.status !== 'closed'),
};

/** Who wrote a question or a reply; null when it was asked anonymously. */
export const poolAuthorSchema = z.object({ display_name: z.string() }).nullable();
export type PoolAuthor = z.infer<typeof poolAuthorSchema>;

export const poolQuestionSchema = z.object({
  question_id: z.uuid(),
  group_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  status: poolStatusSchema,
  is_anonymous: z.boolean(),
  author: poolAuthorSchema,
  /** True for the person who asked, and only for them. */
  is_mine: z.boolean(),
  reply_count: z.number().int(),
  ...timestampsShape,
});
export type PoolQuestion = z.infer<typeof poolQuestionSchema>;
export const poolQuestionPageSchema = pageSchema(poolQuestionSchema);
export type PoolQuestionPage = z.infer<typeof poolQuestionPageSchema>;

export const poolReplySchema = z.object({
  reply_id: z.uuid(),
  question_id: z.uuid(),
  content: z.string(),
  /** Null for the asker of an anonymous question replying in their own thread. */
  author: poolAuthorSchema,
  /** Written by the person who asked the question. */
  is_asker: z.boolean(),
  is_mine: z.boolean(),
  created_at: isoDateTime,
});
export type PoolReply = z.infer<typeof poolReplySchema>;
export const poolReplyPageSchema = pageSchema(poolReplySchema);
export type PoolReplyPage = z.infer<typeof poolReplyPageSchema>;

/** A thread: the question and the first page of its replies, oldest first. */
export const poolThreadSchema = z.object({
  question: poolQuestionSchema,
  replies: poolReplyPageSchema,
});
export type PoolThread = z.infer<typeof poolThreadSchema>;

const poolTitleSchema = trimmedText(
  questionLimits.poolTitleMinLength,
  questionLimits.poolTitleMaxLength,
);
const poolContentSchema = trimmedText(
  questionLimits.poolContentMinLength,
  questionLimits.poolContentMaxLength,
);

/** `POST /pool/questions` and `PUT /pool/questions/{question_id}` (the asker, while unanswered). */
export const poolQuestionWriteBodySchema = z.object({
  group_id: questionGroupIdSchema,
  title: poolTitleSchema,
  content: poolContentSchema,
  is_anonymous: z.boolean().default(false),
});
export type PoolQuestionWriteBody = z.infer<typeof poolQuestionWriteBodySchema>;
export type PoolQuestionWriteInput = z.input<typeof poolQuestionWriteBodySchema>;

/** `POST /pool/questions/{question_id}/replies`. */
export const poolReplyWriteBodySchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, { error: 'content is required' })
    .max(questionLimits.poolReplyMaxLength),
});
export type PoolReplyWriteBody = z.infer<typeof poolReplyWriteBodySchema>;

/** `PUT /pool/questions/{question_id}/status`: the asker marks it answered; moderators any. */
export const poolStatusBodySchema = z.object({ status: poolStatusSchema });
export type PoolStatusBody = z.infer<typeof poolStatusBodySchema>;

const booleanText = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** `GET /pool/questions`: filters, a search over titles and texts, and `mine` for one's own. */
export const poolQuestionListQuerySchema = paginationQuerySchema.extend({
  group_id: questionGroupIdTextSchema.optional(),
  status: poolStatusSchema.optional(),
  q: z.string().trim().max(questionLimits.qaSearchMaxLength).optional(),
  mine: booleanText,
});
export type PoolQuestionListQuery = z.infer<typeof poolQuestionListQuerySchema>;

export const poolQuestionParamsSchema = z.object({ question_id: z.uuid() });
export const poolReplyParamsSchema = z.object({ reply_id: z.uuid() });
export const poolReplyListQuerySchema = paginationQuerySchema;

/** `GET /thread/display/demo?locale=`: the public sample thread, in a language. */
export const demoThreadQuerySchema = z.object({ locale: localeSchema.optional() });

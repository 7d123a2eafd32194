import { z } from 'zod';
import { reviewNoteBodySchema, type ReviewMove } from './moderation';
import { pageSchema, paginationQuerySchema } from './pagination';
import { trimmedText } from './schema-parts';

/**
 * A question is proposed by a signed-in person, then published or rejected
 * (with a note) by a moderator; a published question is closed by a
 * moderator or when its `closes_at` passes.
 */
export const voteQuestionStatuses = ['proposed', 'published', 'rejected', 'closed'] as const;
export const voteQuestionStatusSchema = z.enum(voteQuestionStatuses);
export type VoteQuestionStatus = z.infer<typeof voteQuestionStatusSchema>;

/** A moderator's moves: publish or reject a proposed question, close a published one. */
export const voteQuestionMoves = {
  publish: { from: ['proposed'], to: 'published' },
  reject: { from: ['proposed'], to: 'rejected' },
  close: { from: ['published'], to: 'closed' },
} as const satisfies Record<string, ReviewMove<VoteQuestionStatus>>;
export type VoteQuestionMove = keyof typeof voteQuestionMoves;

export const voteLimits = {
  titleMinLength: 5,
  titleMaxLength: 200,
  descriptionMaxLength: 1000,
  optionMinLength: 1,
  optionMaxLength: 120,
  minOptions: 2,
  maxOptions: 10,
  reviewNoteMaxLength: 1000,
} as const;

/** The label that is repeated (case-insensitively), or undefined. */
export function duplicateOptionLabel(labels: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const label of labels) {
    const key = label.trim().toLocaleLowerCase('tr');
    if (seen.has(key)) return label.trim();
    seen.add(key);
  }
  return undefined;
}

/**
 * The sentences of the option rules, answered by the API in the field errors
 * and matched word for word by the web form (votes `form.errors`).
 */
export const voteOptionMessages = {
  required: 'Each option needs a text',
  tooLong: `An option must not exceed ${String(voteLimits.optionMaxLength)} characters`,
  count: `A question needs between ${String(voteLimits.minOptions)} and ${String(voteLimits.maxOptions)} options`,
} as const;

export function duplicateOptionMessage(label: string): string {
  return `Options must be different: "${label}" appears more than once`;
}

/** `POST /votes/questions`. */
export const voteProposeBodySchema = z
  .object({
    title: trimmedText(voteLimits.titleMinLength, voteLimits.titleMaxLength),
    description: z.string().trim().max(voteLimits.descriptionMaxLength).optional(),
    options: z
      .array(
        z
          .string({ message: voteOptionMessages.required })
          .trim()
          .min(voteLimits.optionMinLength, { message: voteOptionMessages.required })
          .max(voteLimits.optionMaxLength, { message: voteOptionMessages.tooLong }),
      )
      .min(voteLimits.minOptions, { message: voteOptionMessages.count })
      .max(voteLimits.maxOptions, { message: voteOptionMessages.count }),
    closes_at: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((body, context) => {
    const duplicate = duplicateOptionLabel(body.options);
    if (duplicate !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: duplicateOptionMessage(duplicate),
      });
    }
  });
export type VoteProposeBody = z.infer<typeof voteProposeBodySchema>;
export type VoteProposeInput = z.input<typeof voteProposeBodySchema>;

export const voteQuestionIdParamsSchema = z.object({
  question_id: z.uuid({ message: 'question_id must be the id of a question (a UUID)' }),
});

/** `POST /votes/questions/{question_id}/vote`. */
export const voteCastBodySchema = z.object({
  option_id: z.uuid({ message: 'option_id must be the id of an option (a UUID)' }),
});
export type VoteCastBody = z.infer<typeof voteCastBodySchema>;

/** `POST /votes/review/{question_id}/reject`. */
export const voteRejectBodySchema = reviewNoteBodySchema(voteLimits.reviewNoteMaxLength);
export type VoteRejectBody = z.infer<typeof voteRejectBodySchema>;

export const voteOptionResultSchema = z.object({
  option_id: z.uuid(),
  label: z.string(),
  position: z.number().int(),
  count: z.number().int(),
  /** Whole-number percentage of the question's votes (0 when nobody voted). */
  percentage: z.number(),
});
export type VoteOptionResult = z.infer<typeof voteOptionResultSchema>;

/** A question with its options and live results. */
export const voteQuestionSchema = z.object({
  question_id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  status: voteQuestionStatusSchema,
  /** The moderator's note of a rejection, for the proposer and moderators; null otherwise. */
  review_note: z.string().nullable(),
  options: z.array(voteOptionResultSchema),
  total_votes: z.number().int(),
  /** The option the caller chose, or null. */
  my_option_id: z.uuid().nullable(),
  /** Whether the caller proposed it. */
  is_mine: z.boolean(),
  /** Whether the caller can vote now: published, not past `closes_at`, not voted yet. */
  can_vote: z.boolean(),
  published_at: z.iso.datetime({ offset: true }).nullable(),
  closes_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type VoteQuestion = z.infer<typeof voteQuestionSchema>;
export const voteQuestionPageSchema = pageSchema(voteQuestionSchema);
export type VoteQuestionPage = z.infer<typeof voteQuestionPageSchema>;

/** `GET /votes/questions`: published (default) or closed questions, newest published first. */
export const voteListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['published', 'closed']).default('published'),
});
export type VoteListQuery = z.infer<typeof voteListQuerySchema>;

/** `GET /votes/review` (moderators): proposed ones oldest first, the others newest first. */
export const voteReviewQuerySchema = paginationQuerySchema.extend({
  status: voteQuestionStatusSchema.default('proposed'),
});
export type VoteReviewQuery = z.infer<typeof voteReviewQuerySchema>;

/** `GET /votes/mine?page=&page_size=`: the caller's proposals and the votes they cast, newest first. */
export const voteMineQuerySchema = paginationQuerySchema;

export const voteCastSchema = z.object({
  question_id: z.uuid(),
  title: z.string(),
  option_label: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type VoteCast = z.infer<typeof voteCastSchema>;

export const voteMineSchema = z.object({
  proposals: voteQuestionPageSchema,
  votes: pageSchema(voteCastSchema),
});
export type VoteMine = z.infer<typeof voteMineSchema>;

import { z } from 'zod';

/**
 * What the moderated features share (decision 023): a contribution waits, then a
 * moderator approves it or rejects it with a note its author reads. Each feature
 * keeps its own statuses on the wire and adds its own (a listing is withdrawn or
 * expires, a therapist entry is hidden); a vote question says `proposed` and
 * `published` instead, so it shares the moves but not the words.
 */
export const reviewStatuses = ['waiting', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** One move of a review: the statuses it applies to and the status it leaves. */
export interface ReviewMove<Status extends string = string> {
  from: readonly Status[];
  to: Status;
}

/** The moves every review makes; a feature adds its own beside them. */
export const reviewMoves = {
  approve: { from: ['waiting'], to: 'approved' },
  reject: { from: ['waiting'], to: 'rejected' },
} as const satisfies Record<string, ReviewMove<ReviewStatus>>;
export type ReviewDecision = keyof typeof reviewMoves;

/** Whether a move applies to an item in this status (a 409 otherwise). */
export function canMove<Status extends string>(move: ReviewMove<Status>, status: Status): boolean {
  return move.from.includes(status);
}

/**
 * The note of a rejection (or of hiding): required, trimmed, at most `maxLength`
 * characters. `requiredMessage` words an emptied (blank) note as a rule of its
 * own; without it a blank note is "too short", as the feature said before.
 */
export function reviewNoteSchema(maxLength: number, requiredMessage?: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage === undefined ? undefined : { message: requiredMessage })
    .max(maxLength);
}

/** The body of a review that needs a note (`POST …/reject`). */
export function reviewNoteBodySchema(maxLength: number, requiredMessage?: string) {
  return z.object({ note: reviewNoteSchema(maxLength, requiredMessage) });
}
export type ReviewNoteBody = z.infer<ReturnType<typeof reviewNoteBodySchema>>;

/** `GET …/waiting-count` of a moderation queue: how many items wait in it, for its badge. */
export const waitingCountSchema = z.object({ count: z.number().int().min(0) });
export type WaitingCount = z.infer<typeof waitingCountSchema>;

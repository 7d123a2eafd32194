import { IconX, type TablerIcon } from '@tabler/icons-react';
import type { SafeParser } from '../lib/form-validation';
import { useReviewActions } from '../lib/use-review-actions';
import { ConfirmDialog } from './confirm-dialog';
import { NoteDialog } from './note-dialog';
import { DecisionButtons, ReviewButton, ReviewCard, type ReviewCardProps } from './review-card';

/**
 * The texts of the usual review, each a key the feature words with the item's name:
 * the buttons and their accessible names, the notices, and both dialogs.
 */
export type ReviewDecisionTextKey =
  | 'approve'
  | 'approveLabel'
  | 'reject'
  | 'rejectLabel'
  | 'remove'
  | 'removeLabel'
  | 'approved'
  | 'rejected'
  | 'removed'
  | 'failed'
  | 'rejectTitle'
  | 'rejectBody'
  | 'rejectNote'
  | 'rejectNoteHint'
  | 'rejectSubmit'
  | 'removeTitle'
  | 'removeBody'
  | 'removeSubmit';

/**
 * The keys most features word the review with, under `review.`; a feature spreads
 * this and names its own where they differ.
 */
export const reviewDecisionKeys: Record<ReviewDecisionTextKey, string> = {
  approve: 'review.actions.approve',
  approveLabel: 'review.actions.approveLabel',
  reject: 'review.actions.reject',
  rejectLabel: 'review.actions.rejectLabel',
  remove: 'review.actions.remove',
  removeLabel: 'review.actions.removeLabel',
  approved: 'review.approved',
  rejected: 'review.rejected',
  removed: 'review.removed',
  failed: 'review.failed',
  rejectTitle: 'review.rejectDialog.title',
  rejectBody: 'review.rejectDialog.body',
  rejectNote: 'review.rejectDialog.note',
  rejectNoteHint: 'review.rejectDialog.noteHint',
  rejectSubmit: 'review.rejectDialog.submit',
  removeTitle: 'review.removeDialog.title',
  removeBody: 'review.removeDialog.body',
  removeSubmit: 'review.removeDialog.submit',
};

/** A decision's mutation, as `useEndpointMutation` gives it. */
export interface ReviewMutation<Input> {
  isPending: boolean;
  mutateAsync: (input: Input) => Promise<unknown>;
}

export interface ReviewDecisionsProps<Params> {
  /** Approve and Reject are offered while the item waits; Remove always. */
  waiting: boolean;
  /** True while the list shows an older page or status: nothing can be done with it. */
  disabled: boolean;
  text: (key: ReviewDecisionTextKey) => string;
  /** The item's path parameters, sent with each decision. */
  params: Params;
  approve: ReviewMutation<{ params: Params }>;
  reject: ReviewMutation<{ params: Params; body: { note: string } }>;
  remove: ReviewMutation<{ params: Params }>;
  /** The item's rules forbid approving it now (a listing whose date has passed). */
  approveDisabled?: boolean;
  /** The rejection's body schema, which checks the note as the API will, and its longest note. */
  rejectNote: {
    schema: SafeParser<unknown>;
    maxLength: number;
    counter?: (length: number) => string;
  };
  /** The removal's confirm button icon (none when left out). */
  removeIcon?: TablerIcon;
}

/**
 * A moderators' queue card (`ReviewCard`) with the usual review: Approve and
 * Reject (with a note) while the item waits, and Remove (asked first). The
 * buttons rest while an action runs; `useReviewActions` says how each ended.
 */
export function ReviewDecisionCard<Params>({
  decisions,
  ...card
}: Omit<ReviewCardProps, 'actions' | 'dialogs'> & { decisions: ReviewDecisionsProps<Params> }) {
  const { waiting, disabled, text, params, approve, reject, remove, approveDisabled, rejectNote } =
    decisions;
  const review = useReviewActions<'reject' | 'remove'>(text('failed'));
  const busy = disabled || approve.isPending || reject.isPending || remove.isPending;

  return (
    <ReviewCard
      {...card}
      actions={
        <>
          {waiting ? (
            <DecisionButtons
              text={text}
              disabled={busy}
              approving={approve.isPending}
              approveDisabled={approveDisabled}
              onApprove={() => {
                void review.run(() => approve.mutateAsync({ params }), text('approved'));
              }}
              onReject={() => {
                review.open('reject');
              }}
            />
          ) : null}
          <ReviewButton
            action="remove"
            label={text('remove')}
            ariaLabel={text('removeLabel')}
            disabled={busy}
            onClick={() => {
              review.open('remove');
            }}
          />
        </>
      }
      dialogs={
        review.dialog === 'reject' ? (
          <NoteDialog
            {...review.dialogProps(reject.isPending)}
            title={text('rejectTitle')}
            body={text('rejectBody')}
            noteLabel={text('rejectNote')}
            noteHint={text('rejectNoteHint')}
            counter={rejectNote.counter}
            schema={rejectNote.schema}
            maxLength={rejectNote.maxLength}
            submitLabel={text('rejectSubmit')}
            submitColor="red"
            submitIcon={IconX}
            onSubmit={(note) => {
              void review.run(
                () => reject.mutateAsync({ params, body: { note } }),
                text('rejected'),
              );
            }}
          />
        ) : review.dialog === 'remove' ? (
          <ConfirmDialog
            {...review.dialogProps(remove.isPending)}
            title={text('removeTitle')}
            body={text('removeBody')}
            confirmLabel={text('removeSubmit')}
            confirmColor="red"
            confirmIcon={decisions.removeIcon}
            onConfirm={() => {
              void review.run(() => remove.mutateAsync({ params }), text('removed'));
            }}
          />
        ) : null
      }
    />
  );
}

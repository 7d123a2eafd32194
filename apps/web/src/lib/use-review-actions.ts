import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { statusOf } from './problem-error';
import { useErrorMessage } from './use-error-message';

/** Someone else reviewed or removed the item first: the refreshed list tells the rest. */
export function isStale(error: unknown): boolean {
  const status = statusOf(error);
  return status === 409 || status === 404;
}

/** What a review card's dialog is given by the card's actions: open, its pending state, its failure. */
export interface ReviewDialogProps {
  opened: true;
  pending: boolean;
  error: unknown;
  onClose: () => void;
}

export interface ReviewActions<D extends string> {
  /** The open dialog, or null. */
  dialog: D | null;
  /** Opens a dialog with no failure left from the last one. */
  open: (dialog: D) => void;
  /**
   * Runs an action and says `done` in green, closing the dialog. When it fails,
   * the reason stays in the open dialog; it is said in red instead when no dialog
   * is open or when the item is stale (409, 404), which closes the dialog too.
   */
  run: (action: () => Promise<unknown>, done: string) => Promise<void>;
  /** The props of the open dialog, which rests while its action is `pending`. */
  dialogProps: (pending: boolean) => ReviewDialogProps;
}

/**
 * The actions of one item of a moderators' queue (approve, reject with a note,
 * remove…): the open dialog, its failure and the notifications. The list is
 * refetched by the mutations, failed or not.
 */
export function useReviewActions<D extends string = never>(failedTitle: string): ReviewActions<D> {
  const errorMessage = useErrorMessage();
  const [dialog, setDialog] = useState<D | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  function close() {
    setDialog(null);
  }

  return {
    dialog,
    open(next) {
      setFailure(null);
      setDialog(next);
    },
    async run(action, done) {
      setFailure(null);
      try {
        await action();
        setDialog(null);
        notifications.show({ color: 'green', message: done });
      } catch (error) {
        if (dialog !== null && !isStale(error)) {
          setFailure(error);
          return;
        }
        setDialog(null);
        notifications.show({ color: 'red', title: failedTitle, message: errorMessage(error) });
      }
    },
    dialogProps: (pending) => ({ opened: true, pending, error: failure, onClose: close }),
  };
}

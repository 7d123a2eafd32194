import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from './confirm-dialog';

/** The delete mutation the dialog runs (a `useEndpointMutation` result fits). */
interface DeleteMutation<Variables> {
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

interface DeleteDialogProps<Item, Variables> {
  /** The row asked about, or null when the dialog is closed. */
  target: Item | null;
  title: string;
  /** The question naming the row. */
  body: string;
  confirmLabel: string;
  /** The safe button's text; "Cancel" when left out. */
  cancelLabel?: string;
  /** Words the failure when the feature says it its own way; the API's sentence otherwise. */
  describeError?: (error: unknown) => string;
  /** The notification once deleted. */
  done: string;
  mutation: DeleteMutation<Variables>;
  /** The mutation's variables for the row. */
  variables: (item: Item) => Variables;
  /** Closes the dialog (the caller forgets the row). */
  onClose: () => void;
}

/**
 * Asks before deleting a row of a list, runs the deletion, says so and closes;
 * a refusal stays in the dialog, and closing clears it.
 */
export function DeleteDialog<Item, Variables>({
  target,
  title,
  body,
  confirmLabel,
  cancelLabel,
  describeError,
  done,
  mutation,
  variables,
  onClose,
}: DeleteDialogProps<Item, Variables>) {
  return (
    <ConfirmDialog
      opened={target !== null}
      title={title}
      body={body}
      confirmLabel={confirmLabel}
      confirmColor="red"
      cancelLabel={cancelLabel}
      pending={mutation.isPending}
      error={mutation.error}
      describeError={describeError}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      onConfirm={() => {
        if (target === null) return;
        mutation.mutate(variables(target), {
          onSuccess: () => {
            notifications.show({ color: 'green', message: done });
            onClose();
          },
        });
      }}
    />
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/use-error-message';
import { ErrorAlert } from './error-alert';

/** What the confirmation and the note dialog share: the frame, the failure and the two buttons. */
export interface DialogProps {
  opened: boolean;
  title: string;
  /** True while the action runs: the dialog cannot be closed and Cancel rests. */
  pending?: boolean;
  /** The failed action, or null: its sentence stays in the dialog (a 409 says what is in the way). */
  error?: unknown;
  /** Words the failure when the feature says it its own way; the API's sentence otherwise. */
  describeError?: (error: unknown) => string;
  /** The safe button's text; "Cancel" when left out. */
  cancelLabel?: string;
  onClose: () => void;
}

/**
 * A centred modal that cannot be closed while its action runs, its close
 * button named in the interface language.
 */
export function DialogFrame({
  opened,
  title,
  pending = false,
  onClose,
  children,
}: Pick<DialogProps, 'opened' | 'title' | 'pending' | 'onClose'> & { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      {children}
    </Modal>
  );
}

/** The failed action's sentence in a red alert (role="alert"), or nothing. */
export function DialogFailure({
  error,
  describeError,
}: Pick<DialogProps, 'error' | 'describeError'>) {
  const errorMessage = useErrorMessage();
  if (error === null || error === undefined) return null;
  return <ErrorAlert>{(describeError ?? errorMessage)(error)}</ErrorAlert>;
}

/**
 * Cancel, then the action. Cancel takes the focus when the dialog opens
 * unless `focusCancel` is false (a dialog whose first field takes it).
 */
export function DialogButtons({
  label,
  color,
  icon: Icon,
  cancelLabel,
  pending = false,
  focusCancel = true,
  onCancel,
  onAction,
}: {
  /** The action's text, colour (the theme's own when left out) and icon. */
  label: string;
  color?: MantineColor;
  icon?: TablerIcon;
  cancelLabel?: string;
  pending?: boolean;
  focusCancel?: boolean;
  onCancel: () => void;
  /** Runs the action; without it the action button submits the dialog's form. */
  onAction?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm">
      <Button
        variant="default"
        disabled={pending}
        onClick={onCancel}
        data-autofocus={focusCancel ? true : undefined}
      >
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      <Button
        type={onAction === undefined ? 'submit' : 'button'}
        color={color}
        loading={pending}
        leftSection={Icon === undefined ? undefined : <Icon size={16} aria-hidden />}
        onClick={onAction}
      >
        {label}
      </Button>
    </Group>
  );
}

export interface ConfirmDialogProps extends DialogProps {
  /** What will happen; a sentence is set as text, anything else as it is. */
  body: ReactNode;
  confirmLabel: string;
  /** The confirm button's colour: red for what cannot be undone; the theme's own when left out. */
  confirmColor?: MantineColor;
  confirmIcon?: TablerIcon;
  onConfirm: () => void;
}

/**
 * Asks before an action (delete, withdraw, publish…), then runs it. A refusal
 * stays in the dialog with its sentence; Cancel, the safe choice, has the focus.
 */
export function ConfirmDialog({
  body,
  confirmLabel,
  confirmColor,
  confirmIcon,
  onConfirm,
  error,
  describeError,
  cancelLabel,
  ...frame
}: ConfirmDialogProps) {
  return (
    <DialogFrame {...frame}>
      <Stack gap="md">
        {typeof body === 'string' ? <Text style={{ overflowWrap: 'anywhere' }}>{body}</Text> : body}
        <DialogFailure error={error} describeError={describeError} />
        <DialogButtons
          label={confirmLabel}
          color={confirmColor}
          icon={confirmIcon}
          cancelLabel={cancelLabel}
          pending={frame.pending}
          onCancel={frame.onClose}
          onAction={onConfirm}
        />
      </Stack>
    </DialogFrame>
  );
}

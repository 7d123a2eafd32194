import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { useErrorMessage } from '../../../../lib/use-error-message';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What happens, in a sentence or two. */
  body: ReactNode;
  confirmLabel: string;
  /** The confirm button's colour: red for what cannot be undone. */
  color?: string;
  onConfirm: () => void;
  pending: boolean;
  /** The failed action: the API's sentence stays in the modal. */
  error: unknown;
}

/** Asks before an action that cannot be taken back; a refusal stays in the modal. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  body,
  confirmLabel,
  color,
  onConfirm,
  pending,
  error,
}: ConfirmModalProps) {
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      centered
    >
      <Stack gap="md">
        {typeof body === 'string' ? <Text>{body}</Text> : body}
        {error === null || error === undefined ? null : (
          <ErrorAlert>{errorMessage(error)}</ErrorAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={pending} onClick={onClose} data-autofocus>
            {tCommon('actions.cancel')}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

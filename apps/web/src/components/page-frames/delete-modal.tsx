import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert';
import { useErrorMessage } from '../../lib/use-error-message';

export interface DeleteModalProps {
  opened: boolean;
  onClose: () => void;
  /** The modal's title, for example 'Delete this matter?'. */
  title: string;
  /** What will be deleted, for example 'The matter "Sports" will be deleted for good.'. */
  body: string;
  onConfirm: () => void;
  pending: boolean;
  /** The failed delete: the API's detail (a 409 names what uses the thing) is shown in the modal. */
  error: unknown;
}

/** Asks before deleting; a refusal (409 "in use") stays in the modal with the API's sentence. */
export function DeleteModal({
  opened,
  onClose,
  title,
  body,
  onConfirm,
  pending,
  error,
}: DeleteModalProps) {
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
        <Text>{body}</Text>
        {error === null || error === undefined ? null : (
          <ErrorAlert>{errorMessage(error)}</ErrorAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={pending} onClick={onClose} data-autofocus>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={pending}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onConfirm}
          >
            {tCommon('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

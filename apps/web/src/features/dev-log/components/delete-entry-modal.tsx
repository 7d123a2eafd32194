import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DevLogEntry } from '@campus/contracts';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteDevLogEntry } from '../api';

interface DeleteEntryModalProps {
  /** The entry to delete, or null while closed. */
  entry: DevLogEntry | null;
  title: string;
  onClose: () => void;
}

/** Asks before an entry is deleted, then deletes it. */
export function DeleteEntryModal({ entry, title, onClose }: DeleteEntryModalProps) {
  const { t } = useTranslation('dev-log');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const remove = useDeleteDevLogEntry();

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (entry === null) return;
    remove.mutate(
      { params: { entry_id: entry.entry_id } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('delete.done') });
          close();
        },
      },
    );
  }

  return (
    <Modal opened={entry !== null} onClose={close} title={t('delete.title')} centered>
      {remove.isError ? <ErrorAlert>{errorMessage(remove.error)}</ErrorAlert> : null}
      <Text>{t('delete.question', { title })}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
          {tCommon('actions.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

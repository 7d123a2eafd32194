import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { EventAdmin } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDeleteEvent } from '../api';

interface DeleteEventModalProps {
  /** The event to delete, or null while closed. */
  event: EventAdmin | null;
  onClose: () => void;
}

/** Asks before an event is deleted with its dates and images, then deletes it. */
export function DeleteEventModal({ event, onClose }: DeleteEventModalProps) {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const remove = useDeleteEvent();

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <Modal opened={event !== null} onClose={close} title={t('board.deleteTitle')} centered>
      {remove.isError ? <ErrorAlert>{errorMessage(remove.error)}</ErrorAlert> : null}
      <Text style={{ overflowWrap: 'anywhere' }}>
        {t('board.deleteQuestion', { name: event?.event_name ?? '' })}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
          {tCommon('actions.cancel')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => {
            if (event === null) return;
            remove.mutate(
              { params: { event_id: event.event_id } },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('board.deleted') });
                  close();
                },
              },
            );
          }}
        >
          {t('board.deleteConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Alarm } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCancelAlarm } from '../api';

/** Asks before cancelling a scheduled alarm (`DELETE alarms/{id}`). */
export function CancelAlarmModal({ alarm, onClose }: { alarm: Alarm | null; onClose: () => void }) {
  const { t } = useTranslation('alarms');
  const errorMessage = useErrorMessage();
  const cancel = useCancelAlarm();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    onClose();
  }

  return (
    <Modal opened={alarm !== null} onClose={close} title={t('cancel.title')} centered>
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Text>{t('cancel.question', { title: alarm?.title ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => {
              if (alarm === null) return;
              cancel.mutate(
                { params: { alarm_id: alarm.alarm_id } },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('cancel.done') });
                    close();
                  },
                  onError: (error) => {
                    setFailure(errorMessage(error));
                  },
                },
              );
            }}
          >
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

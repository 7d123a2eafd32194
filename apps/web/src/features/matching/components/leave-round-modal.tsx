import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useRoundTitle } from '../round-title';
import type { MyMatchRound } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useChangeParticipation } from '../api';

/** Asks before leaving a round, which is final (`PATCH …/participation` with `left`). */
export function LeaveRoundModal({
  round,
  onClose,
}: {
  round: MyMatchRound | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('matching');
  const roundTitle = useRoundTitle();
  const errorMessage = useErrorMessage();
  const change = useChangeParticipation();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    onClose();
  }

  return (
    <Modal opened={round !== null} onClose={close} title={t('participation.leaveTitle')} centered>
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Text>
          {t('participation.leaveQuestion', { round: round === null ? '' : roundTitle(round) })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={change.isPending}>
            {t('participation.leaveKeep')}
          </Button>
          <Button
            color="red"
            loading={change.isPending}
            onClick={() => {
              if (round === null) return;
              change.mutate(
                { params: { round_id: round.round_id }, body: { status: 'left' } },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('participation.leftDone') });
                    close();
                  },
                  onError: (error) => {
                    setFailure(errorMessage(error));
                  },
                },
              );
            }}
          >
            {t('participation.leaveConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

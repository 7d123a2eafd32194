import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { MyMatch } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDeclineMatch } from '../api';

/** Asks before declining a match, which closes it for both. */
export function DeclineMatchModal({
  match,
  lang,
  onClose,
}: {
  match: MyMatch | null;
  lang: 'en' | 'tr';
  onClose: () => void;
}) {
  const { t } = useTranslation('matching');
  const errorMessage = useErrorMessage();
  const decline = useDeclineMatch();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    onClose();
  }

  return (
    <Modal opened={match !== null} onClose={close} title={t('match.declineTitle')} centered>
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Text>{t('match.declineQuestion')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={decline.isPending}>
            {t('match.declineKeep')}
          </Button>
          <Button
            color="red"
            loading={decline.isPending}
            onClick={() => {
              if (match === null) return;
              decline.mutate(
                { params: { match_id: match.match_id }, query: { lang } },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('match.declined') });
                    close();
                  },
                  onError: (error) => {
                    setFailure(errorMessage(error));
                  },
                },
              );
            }}
          >
            {t('match.declineConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

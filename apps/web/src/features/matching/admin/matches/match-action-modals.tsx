import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBan, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { matchingLimits } from '@campus/contracts';
import { ErrorAlert } from '../../../../components/error-alert';
import { useMatchProblem } from './match-problems';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
  /** The two people, for the question. */
  pairName: string;
  pending: boolean;
  /** The failed call, shown in the modal. */
  error: unknown;
}

/** Asks before publishing: both people are told at once. */
export function PublishMatchModal({
  opened,
  onClose,
  pairName,
  pending,
  error,
  onConfirm,
}: ModalProps & { onConfirm: () => void }) {
  const { t } = useTranslation('matching-admin-matches');
  const { t: tCommon } = useTranslation('common');
  const matchProblem = useMatchProblem();
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('publish.title')}
      centered
    >
      <Stack gap="md">
        <Text>{t('publish.body', { pair: pairName })}</Text>
        {error === null || error === undefined ? null : (
          <ErrorAlert>{matchProblem(error)}</ErrorAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={pending} onClick={onClose} data-autofocus>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            loading={pending}
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={onConfirm}
          >
            {t('publish.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Asks for the reason before revoking (the API records it and shows it here). */
export function RevokeMatchModal({
  opened,
  onClose,
  pairName,
  pending,
  error,
  onConfirm,
}: ModalProps & { onConfirm: (reason: string) => void }) {
  const { t } = useTranslation('matching-admin-matches');
  const { t: tCommon } = useTranslation('common');
  const matchProblem = useMatchProblem();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('revoke.title')}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') {
            setMissing(true);
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text>{t('revoke.body', { pair: pairName })}</Text>
          <Textarea
            label={t('revoke.reason')}
            description={t('revoke.reasonHint')}
            required
            minRows={3}
            maxLength={matchingLimits.reasonMaxLength}
            data-autofocus
            value={reason}
            error={missing ? tCommon('validation.required', { field: t('revoke.reason') }) : null}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
          />
          {error === null || error === undefined ? null : (
            <ErrorAlert>{matchProblem(error)}</ErrorAlert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={pending} onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={pending}
              leftSection={<IconBan size={16} aria-hidden />}
            >
              {t('revoke.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  pending: boolean;
  /** The failure's sentence, when the action failed. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action (delete, withdraw), then runs it. */
export function ConfirmModal({
  opened,
  title,
  question,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {error === null ? null : <ErrorAlert>{error}</ErrorAlert>}
      <Text mt={error === null ? 0 : 'md'}>{question}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {t('actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

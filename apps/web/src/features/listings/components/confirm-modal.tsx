import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';

interface ConfirmModalProps {
  title: string;
  question: string;
  confirmLabel: string;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a listing is removed or withdrawn. */
export function ConfirmModal({
  title,
  question,
  confirmLabel,
  pending,
  failure,
  onClose,
  onConfirm,
}: ConfirmModalProps) {
  const { t: tCommon } = useTranslation('common');
  return (
    <Modal
      opened
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      centered
    >
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Text style={{ overflowWrap: 'anywhere' }}>{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {tCommon('actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

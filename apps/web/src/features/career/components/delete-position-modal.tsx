import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';

interface DeletePositionModalProps {
  title: string;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a position is deleted; the API refuses one with applications (close it instead). */
export function DeletePositionModal({
  title,
  pending,
  failure,
  onClose,
  onConfirm,
}: DeletePositionModalProps) {
  const { t } = useTranslation('career');
  const { t: tCommon } = useTranslation('common');
  return (
    <Modal
      opened
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('admin.deleteTitle')}
      centered
    >
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Text style={{ overflowWrap: 'anywhere' }}>{t('admin.deleteQuestion', { title })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {tCommon('actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {tCommon('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

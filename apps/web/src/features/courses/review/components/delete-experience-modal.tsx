import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';

interface DeleteExperienceModalProps {
  course: string;
  term: string;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onDelete: () => void;
}

/** Asks before an experience is deleted for good. */
export function DeleteExperienceModal({
  course,
  term,
  pending,
  failure,
  onClose,
  onDelete,
}: DeleteExperienceModalProps) {
  const { t } = useTranslation('course-review');
  const { t: tCommon } = useTranslation('common');
  return (
    <Modal
      opened
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('review.deleteDialog.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('review.deleteDialog.body', { course, term })}</Text>
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={pending} onClick={onClose} data-autofocus>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={pending}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
          >
            {t('review.deleteDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

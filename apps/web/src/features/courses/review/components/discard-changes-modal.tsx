import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DiscardChangesModalProps {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** SPEC section 8: asks before a form with unsaved changes is closed or left. */
export function DiscardChangesModal({
  opened,
  onKeepEditing,
  onDiscard,
}: DiscardChangesModalProps) {
  const { t } = useTranslation('course-review');
  const { t: tCommon } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onKeepEditing} title={t('discard.title')} centered>
      <Text>{tCommon('errors.unsavedChanges')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onKeepEditing} data-autofocus>
          {t('discard.keep')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('discard.discard')}
        </Button>
      </Group>
    </Modal>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Asks whether to leave with unsaved changes while the router holds a navigation. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const isBlocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={isBlocked}
      onClose={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsaved.title')}
      centered
    >
      <Text>{tCommon('errors.unsavedChanges')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button
          variant="default"
          onClick={() => {
            if (blocker.state === 'blocked') blocker.reset();
          }}
        >
          {t('unsaved.stay')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            if (blocker.state === 'blocked') blocker.proceed();
          }}
        >
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}

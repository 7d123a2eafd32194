import { useCallback, useState } from 'react';
import { Button, Drawer, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DevLogEntry } from '@campus/contracts';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { DevLogForm } from './dev-log-form';

/** What the drawer works on: an entry to edit, or null to add one. */
export interface DevLogEditorTarget {
  entry: DevLogEntry | null;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

interface DiscardModalProps {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asks before a form with unsaved changes is closed or left. */
function DiscardModal({ opened, onKeepEditing, onDiscard }: DiscardModalProps) {
  const { t } = useTranslation('dev-log');
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

/** Holds a move to another page while the form has unsaved changes; mounted only while open. */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useLeaveGuard(dirty);
  return (
    <DiscardModal
      opened={blocker.state === 'blocked'}
      onKeepEditing={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
      onDiscard={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}

interface DevLogEditorDrawerProps {
  target: DevLogEditorTarget | null;
  onClose: () => void;
}

/** Adds or edits an entry in a drawer; closing it with unsaved changes asks first. */
export function DevLogEditorDrawer({ target, onClose }: DevLogEditorDrawerProps) {
  const { t } = useTranslation('dev-log');
  const [shown, setShown] = useState(target);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  // The last subject stays on screen while the drawer slides away.
  if (target !== null && target !== shown) setShown(target);

  const close = useCallback(() => {
    setDirty(false);
    setAsking(false);
    onClose();
  }, [onClose]);

  function requestClose() {
    if (dirty) setAsking(true);
    else close();
  }

  const entry = shown?.entry ?? null;
  return (
    <>
      <Drawer
        opened={target !== null}
        onClose={requestClose}
        position="right"
        size="lg"
        title={entry === null ? t('form.addTitle') : t('form.editTitle')}
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {shown === null ? null : (
          <DevLogForm
            key={shown.opening}
            entry={entry}
            onDirtyChange={setDirty}
            onCancel={requestClose}
            onSaved={close}
          />
        )}
      </Drawer>
      <DiscardModal
        opened={asking}
        onKeepEditing={() => {
          setAsking(false);
        }}
        onDiscard={close}
      />
      {target === null ? null : <LeaveGuard dirty={dirty} />}
    </>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { ConfirmDialog } from './confirm-dialog';

interface DiscardChangesModalProps {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * SPEC section 8: asks before a form with unsaved changes is closed or left.
 *
 * The question appears once the key press or click that asked for it has been handled. Every
 * open Mantine modal or drawer answers Escape from a listener on the window, and the question's
 * listener is there from its first render: opened during the dispatch of the form's Escape, it
 * received that same Escape and closed at once ("Keep editing"), so Escape never asked.
 */
export function DiscardChangesModal({
  opened,
  onKeepEditing,
  onDiscard,
}: DiscardChangesModalProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!opened) return undefined;
    const timer = window.setTimeout(() => {
      setShown(true);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [opened]);
  return (
    <ConfirmDialog
      opened={opened && shown}
      title={t('discard.title')}
      body={t('errors.unsavedChanges')}
      confirmLabel={t('discard.discard')}
      confirmColor="red"
      cancelLabel={t('discard.keep')}
      onClose={onKeepEditing}
      onConfirm={onDiscard}
    />
  );
}

/** The same question while the router holds a move to another page (see `lib/use-leave-guard`). */
export function LeaveBlockedModal({ blocker }: { blocker: Blocker }) {
  return (
    <DiscardChangesModal
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

/**
 * Holds a move to another page while a form has unsaved changes, and asks.
 * Mount it only while the form is open, so the router's one blocker stays
 * free for the rest of the page otherwise.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return <LeaveBlockedModal blocker={useLeaveGuard(dirty)} />;
}

import { IconBan, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { matchingLimits, matchRevokeBodySchema } from '@campus/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { NoteDialog } from '../../../../components/note-dialog';
import { useMatchProblem } from './match-problems';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
  /** The two people, for the question. */
  pairName: string;
  pending: boolean;
  /** The failed call, shown in the modal in the words of the matches' problems. */
  error: unknown;
}

/** Asks before publishing: both people are told at once. */
export function PublishMatchModal({
  pairName,
  onConfirm,
  ...dialog
}: ModalProps & { onConfirm: () => void }) {
  const { t } = useTranslation('matching-admin-matches');
  const matchProblem = useMatchProblem();
  return (
    <ConfirmDialog
      {...dialog}
      title={t('publish.title')}
      body={t('publish.body', { pair: pairName })}
      confirmLabel={t('publish.confirm')}
      confirmIcon={IconSend}
      describeError={matchProblem}
      onConfirm={onConfirm}
    />
  );
}

/** Asks for the reason before revoking (the API records it and shows it here). */
export function RevokeMatchModal({
  pairName,
  onConfirm,
  ...dialog
}: ModalProps & { onConfirm: (reason: string) => void }) {
  const { t } = useTranslation('matching-admin-matches');
  const matchProblem = useMatchProblem();
  return (
    <NoteDialog
      {...dialog}
      title={t('revoke.title')}
      body={t('revoke.body', { pair: pairName })}
      noteLabel={t('revoke.reason')}
      noteHint={t('revoke.reasonHint')}
      schema={matchRevokeBodySchema}
      field="reason"
      maxLength={matchingLimits.reasonMaxLength}
      submitLabel={t('revoke.confirm')}
      submitColor="red"
      submitIcon={IconBan}
      describeError={matchProblem}
      onSubmit={onConfirm}
    />
  );
}

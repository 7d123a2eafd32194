import { useTranslation } from 'react-i18next';
import type { QaEntry } from '@campus/contracts';
import { DeleteDialog } from '../../../components/delete-dialog';
import { useDeleteQaEntry } from '../api';
import { useLanguage } from '../language';

/** Asks before deleting a bank entry (moderators), naming its question in the reader's language. */
export function QaEntryDeleteDialog({
  entry,
  onClose,
}: {
  entry: QaEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('questions');
  const language = useLanguage();
  const remove = useDeleteQaEntry();
  const question = entry === null ? '' : language === 'tr' ? entry.question_tr : entry.question_en;
  return (
    <DeleteDialog
      target={entry}
      title={t('bank.deleteTitle')}
      body={t('bank.deleteQuestion', { question })}
      confirmLabel={t('bank.delete')}
      done={t('bank.deleted')}
      mutation={remove}
      variables={(row) => ({ params: { entry_id: row.entry_id } })}
      onClose={onClose}
    />
  );
}

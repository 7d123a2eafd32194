import { useTranslation } from 'react-i18next';
import type { QaEntry, QuestionGroup } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { QaEntryForm } from './qa-entry-form';

/** What the drawer works on: an entry to edit, or null to add one. */
export interface QaEditorTarget {
  entry: QaEntry | null;
  /** The group a new entry starts in. */
  groupId: number | undefined;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

interface QaEntryDrawerProps {
  target: QaEditorTarget | null;
  groups: readonly QuestionGroup[];
  onClose: () => void;
}

/** Adds or edits a Q&A entry in a drawer that asks before unsaved changes are lost. */
export function QaEntryDrawer({ target, groups, onClose }: QaEntryDrawerProps) {
  const { t } = useTranslation('questions');
  return (
    <EditorDrawer
      target={target}
      title={({ entry }) => (entry === null ? t('bank.form.addTitle') : t('bank.form.editTitle'))}
      closeLabel={t('bank.form.close')}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <QaEntryForm
          key={shown.opening}
          groups={groups}
          entry={shown.entry}
          initialGroupId={shown.groupId}
          {...formProps}
        />
      )}
    </EditorDrawer>
  );
}

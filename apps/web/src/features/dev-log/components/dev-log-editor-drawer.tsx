import { useTranslation } from 'react-i18next';
import type { DevLogEntry } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { DevLogForm } from './dev-log-form';

/** What the drawer works on: an entry to edit, or null to add one. */
export interface DevLogEditorTarget {
  entry: DevLogEntry | null;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

interface DevLogEditorDrawerProps {
  target: DevLogEditorTarget | null;
  onClose: () => void;
}

/** Adds or edits an entry in a drawer that asks before unsaved changes are lost. */
export function DevLogEditorDrawer({ target, onClose }: DevLogEditorDrawerProps) {
  const { t } = useTranslation('dev-log');
  return (
    <EditorDrawer
      target={target}
      title={({ entry }) => (entry === null ? t('form.addTitle') : t('form.editTitle'))}
      closeLabel={t('form.close')}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <DevLogForm key={shown.opening} entry={shown.entry} {...formProps} />
      )}
    </EditorDrawer>
  );
}

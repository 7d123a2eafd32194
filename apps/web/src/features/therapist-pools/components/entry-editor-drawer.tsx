import { useTranslation } from 'react-i18next';
import type { OwnTherapistEntry, TherapistPool } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { PoolEntryForm } from './entry-form';

/** What the drawer works on: the pool, and an own waiting entry to edit or null to add one. */
export interface PoolEntryEditorTarget {
  pool: TherapistPool;
  entry: OwnTherapistEntry | null;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

interface PoolEntryEditorDrawerProps {
  target: PoolEntryEditorTarget | null;
  onClose: () => void;
}

/** Adds or edits an experience in a drawer that asks before unsaved changes are lost. */
export function PoolEntryEditorDrawer({ target, onClose }: PoolEntryEditorDrawerProps) {
  const { t } = useTranslation('therapist-pools');
  return (
    <EditorDrawer
      target={target}
      title={({ entry }) => (entry === null ? t('form.addTitle') : t('form.editTitle'))}
      closeLabel={t('form.close')}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <PoolEntryForm key={shown.opening} pool={shown.pool} entry={shown.entry} {...formProps} />
      )}
    </EditorDrawer>
  );
}

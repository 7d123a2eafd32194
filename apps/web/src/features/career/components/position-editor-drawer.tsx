import { useTranslation } from 'react-i18next';
import type { CareerPosition } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { PositionForm } from './position-form';

/** What the drawer works on: a position to edit, or null to add one. */
export interface PositionEditorTarget {
  position: CareerPosition | null;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

/** Adds or edits a position in a drawer that asks before unsaved changes are lost. */
export function PositionEditorDrawer({
  target,
  onClose,
}: {
  target: PositionEditorTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('career');
  return (
    <EditorDrawer
      target={target}
      title={({ position }) =>
        position === null
          ? t('admin.addPosition')
          : t('admin.editPosition', { title: position.title })
      }
      closeLabel={t('admin.drawerClose')}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <PositionForm key={shown.opening} position={shown.position} {...formProps} />
      )}
    </EditorDrawer>
  );
}

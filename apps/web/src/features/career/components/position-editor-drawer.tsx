import { useTranslation } from 'react-i18next';
import type { CareerPosition } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { PositionForm } from './position-form';
import type { DrawerOpening } from '../../../components/add-edit-drawer';

/** What the drawer works on: a position to edit, or null to add one. */
export interface PositionEditorTarget extends DrawerOpening {
  position: CareerPosition | null;
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

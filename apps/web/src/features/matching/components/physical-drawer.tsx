import { useTranslation } from 'react-i18next';
import { EditorDrawer } from '../../../components/editor-drawer';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { useMyPhysical } from '../api';
import { PhysicalForm } from './physical-form';
import type { DrawerOpening } from '../../../components/add-edit-drawer';

/** The drawer has no subject beyond its opening: the record is the student's own. */
export type PhysicalDrawerTarget = DrawerOpening;

function PhysicalFormLoader({
  opening,
  onDirtyChange,
  onCancel,
  onSaved,
}: {
  opening: number;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('matching');
  const physical = useMyPhysical();
  return (
    <QueryState
      query={physical}
      loadFailed={t('physical.loadFailed')}
      loading={<LoadingState heights={[400]} />}
    >
      {(record) => (
        <PhysicalForm
          key={opening}
          physical={record}
          onDirtyChange={onDirtyChange}
          onCancel={onCancel}
          onSaved={onSaved}
        />
      )}
    </QueryState>
  );
}

/** My physical record in a drawer that asks before unsaved changes are lost. */
export function PhysicalDrawer({
  target,
  onClose,
}: {
  target: PhysicalDrawerTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('matching');
  return (
    <EditorDrawer
      target={target}
      title={() => t('physical.title')}
      closeLabel={t('physical.close')}
      onClose={onClose}
    >
      {(shown, { setDirty, requestClose, close }) => (
        <PhysicalFormLoader
          opening={shown.opening}
          onDirtyChange={setDirty}
          onCancel={requestClose}
          onSaved={close}
        />
      )}
    </EditorDrawer>
  );
}

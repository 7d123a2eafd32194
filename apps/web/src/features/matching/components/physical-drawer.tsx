import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditorDrawer } from '../../../components/editor-drawer';
import { LoadErrorState } from '../../../components/load-error-state';
import { useMyPhysical } from '../api';
import { PhysicalForm } from './physical-form';

/** Each opening of the drawer, numbered so every opening starts with a fresh form. */
export interface PhysicalDrawerTarget {
  opening: number;
}

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
  if (physical.isError)
    return (
      <LoadErrorState
        title={t('physical.loadFailed')}
        error={physical.error}
        onRetry={() => {
          void physical.refetch();
        }}
      />
    );
  if (physical.data === undefined) return <Skeleton height={400} aria-hidden />;
  return (
    <PhysicalForm
      key={opening}
      physical={physical.data}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      onSaved={onSaved}
    />
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

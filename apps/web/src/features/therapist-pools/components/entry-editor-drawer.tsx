import type { OwnTherapistEntry, TherapistPool } from '@campus/contracts';
import { AddEditDrawer, type DrawerOpening } from '../../../components/add-edit-drawer';
import { PoolEntryForm } from './entry-form';

/** What the drawer works on: the pool, and an own waiting entry to edit or null to add one. */
export interface PoolEntryEditorTarget extends DrawerOpening {
  pool: TherapistPool;
  entry: OwnTherapistEntry | null;
}

interface PoolEntryEditorDrawerProps {
  target: PoolEntryEditorTarget | null;
  onClose: () => void;
}

/** Adds or edits an experience in a drawer that asks before unsaved changes are lost. */
export function PoolEntryEditorDrawer({ target, onClose }: PoolEntryEditorDrawerProps) {
  return (
    <AddEditDrawer
      namespace="therapist-pools"
      target={target}
      isNew={({ entry }) => entry === null}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <PoolEntryForm pool={shown.pool} entry={shown.entry} {...formProps} />
      )}
    </AddEditDrawer>
  );
}

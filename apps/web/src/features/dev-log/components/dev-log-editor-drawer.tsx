import type { DevLogEntry } from '@campus/contracts';
import { AddEditDrawer, type DrawerOpening } from '../../../components/add-edit-drawer';
import { DevLogForm } from './dev-log-form';

/** What the drawer works on: an entry to edit, or null to add one. */
export interface DevLogEditorTarget extends DrawerOpening {
  entry: DevLogEntry | null;
}

interface DevLogEditorDrawerProps {
  target: DevLogEditorTarget | null;
  onClose: () => void;
}

/** Adds or edits an entry in a drawer that asks before unsaved changes are lost. */
export function DevLogEditorDrawer({ target, onClose }: DevLogEditorDrawerProps) {
  return (
    <AddEditDrawer
      namespace="dev-log"
      target={target}
      isNew={({ entry }) => entry === null}
      onClose={onClose}
    >
      {(shown, { formProps }) => <DevLogForm entry={shown.entry} {...formProps} />}
    </AddEditDrawer>
  );
}

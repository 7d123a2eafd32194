import type { Alarm } from '@campus/contracts';
import { AddEditDrawer, type DrawerOpening } from '../../../components/add-edit-drawer';
import { AlarmForm } from './alarm-form';

/** What the drawer works on: an alarm to change, or null to set one. */
export interface AlarmEditorTarget extends DrawerOpening {
  alarm: Alarm | null;
}

/** Sets or changes an alarm in a drawer that asks before unsaved changes are lost. */
export function AlarmEditorDrawer({
  target,
  onClose,
}: {
  target: AlarmEditorTarget | null;
  onClose: () => void;
}) {
  return (
    <AddEditDrawer
      namespace="alarms"
      target={target}
      isNew={({ alarm }) => alarm === null}
      onClose={onClose}
    >
      {(shown, { formProps }) => <AlarmForm alarm={shown.alarm} {...formProps} />}
    </AddEditDrawer>
  );
}

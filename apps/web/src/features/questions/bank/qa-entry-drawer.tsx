import type { QaEntry, QuestionGroup } from '@campus/contracts';
import { AddEditDrawer, type DrawerOpening } from '../../../components/add-edit-drawer';
import { QaEntryForm } from './qa-entry-form';

/** What the drawer works on: an entry to edit, or null to add one. */
export interface QaEditorTarget extends DrawerOpening {
  entry: QaEntry | null;
  /** The group a new entry starts in. */
  groupId: number | undefined;
}

interface QaEntryDrawerProps {
  target: QaEditorTarget | null;
  groups: readonly QuestionGroup[];
  onClose: () => void;
}

/** Adds or edits a Q&A entry in a drawer that asks before unsaved changes are lost. */
export function QaEntryDrawer({ target, groups, onClose }: QaEntryDrawerProps) {
  return (
    <AddEditDrawer
      namespace="questions"
      keyPrefix="bank.form"
      target={target}
      isNew={({ entry }) => entry === null}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <QaEntryForm
          groups={groups}
          entry={shown.entry}
          initialGroupId={shown.groupId}
          {...formProps}
        />
      )}
    </AddEditDrawer>
  );
}

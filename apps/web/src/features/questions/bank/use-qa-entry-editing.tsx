import { useState, type ReactNode } from 'react';
import type { QaEntry, QuestionGroup } from '@campus/contracts';
import { useDrawerTarget } from '../../../components/add-edit-drawer';
import { QaEntryDeleteDialog } from './qa-entry-delete-dialog';
import { QaEntryDrawer, type QaEditorTarget } from './qa-entry-drawer';

/** How a moderator changes the bank's entries where they are listed. */
export interface QaEntryEditing {
  /** Opens the drawer on an entry, or on a new one starting in `groupId`. */
  edit: (entry: QaEntry | null, groupId?: number) => void;
  /** Asks before deleting an entry. */
  remove: (entry: QaEntry) => void;
  /** The drawer and the delete dialog, rendered once beside the list. */
  dialogs: ReactNode;
}

/** The add or edit drawer and the delete dialog of the bank's entries (moderators). */
export function useQaEntryEditing(groups: readonly QuestionGroup[]): QaEntryEditing {
  const editingDrawer = useDrawerTarget<QaEditorTarget>();
  const [deleting, setDeleting] = useState<QaEntry | null>(null);
  return {
    edit: (entry, groupId) => {
      editingDrawer.open({ entry, groupId });
    },
    remove: setDeleting,
    dialogs: (
      <>
        <QaEntryDrawer
          target={editingDrawer.target}
          groups={groups}
          onClose={() => {
            editingDrawer.close();
          }}
        />
        <QaEntryDeleteDialog
          entry={deleting}
          onClose={() => {
            setDeleting(null);
          }}
        />
      </>
    ),
  };
}

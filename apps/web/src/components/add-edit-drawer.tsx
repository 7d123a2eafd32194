import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorDrawer, type EditorDrawerControls } from './editor-drawer';

/** What an add or edit drawer works on: a new number for each opening, so each starts a fresh form. */
export interface DrawerOpening {
  opening: number;
}

interface AddEditDrawerProps<Target extends DrawerOpening> {
  /** The feature's namespace: its `addTitle`, `editTitle` and `close` texts name the drawer. */
  namespace: string;
  /** Where those texts stand in the namespace; `form` when left out. */
  keyPrefix?: string;
  /** The drawer's subject, or null while it is closed. */
  target: Target | null;
  /** Whether the subject is a new item (the add title) or an existing one (the edit title). */
  isNew: (shown: Target) => boolean;
  onClose: () => void;
  /** The form; it starts afresh at each opening. */
  children: (shown: Target, controls: EditorDrawerControls) => ReactNode;
}

/** An `EditorDrawer` that adds or edits one item, titled by the feature's own texts. */
export function AddEditDrawer<Target extends DrawerOpening>({
  namespace,
  keyPrefix = 'form',
  target,
  isNew,
  onClose,
  children,
}: AddEditDrawerProps<Target>) {
  const { t } = useTranslation(namespace, { keyPrefix });
  return (
    <EditorDrawer
      target={target}
      title={(shown) => (isNew(shown) ? t('addTitle') : t('editTitle'))}
      closeLabel={t('close')}
      onClose={onClose}
    >
      {(shown, controls) => <Fragment key={shown.opening}>{children(shown, controls)}</Fragment>}
    </EditorDrawer>
  );
}

import { Fragment, useCallback, useRef, useState, type ReactNode } from 'react';
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

/** A target without its opening's number (each member of a union on its own). */
export type DrawerSubject<Target extends DrawerOpening> = Target extends unknown
  ? Omit<Target, 'opening'>
  : never;

/** An add or edit drawer's subject, and how a page opens and closes it (`useDrawerTarget`). */
export interface DrawerTarget<Target extends DrawerOpening> {
  /** The subject while the drawer is open, else null. */
  target: Target | null;
  /** Opens the drawer on a subject, numbered as a new opening so its form starts afresh. */
  open: (subject: DrawerSubject<Target>) => void;
  close: () => void;
}

/**
 * The state of an add or edit drawer: its subject with the number of the opening. `initial`
 * opens it on the first render (a page reached with "post a new one" in its address).
 */
export function useDrawerTarget<Target extends DrawerOpening>(
  initial: DrawerSubject<Target> | null = null,
): DrawerTarget<Target> {
  const openings = useRef(initial === null ? 0 : 1);
  const [target, setTarget] = useState<Target | null>(() =>
    initial === null ? null : numbered<Target>(initial, 1),
  );
  const open = useCallback((subject: DrawerSubject<Target>) => {
    openings.current += 1;
    setTarget(numbered<Target>(subject, openings.current));
  }, []);
  const close = useCallback(() => {
    setTarget(null);
  }, []);
  return { target, open, close };
}

function numbered<Target extends DrawerOpening>(
  subject: DrawerSubject<Target>,
  opening: number,
): Target {
  // A subject without its number and the number make the whole target.
  return { ...subject, opening } as unknown as Target;
}

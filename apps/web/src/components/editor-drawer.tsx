import { useCallback, useState, type ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { DiscardChangesModal, UnsavedChangesGuard } from './discard-changes-modal';

/** What the drawer's form uses to report its state and to close. */
export interface EditorDrawerControls {
  /** The form reports whether it has unsaved changes. */
  setDirty: (dirty: boolean) => void;
  /** Cancel: closes, asking first when there are unsaved changes. */
  requestClose: () => void;
  /** Closes at once (after a save). */
  close: () => void;
  /** The same, under the names every drawer form takes: spread them onto the form. */
  formProps: EditorFormProps;
}

/** The props an add or edit form takes from the drawer (or page) that holds it. */
export interface EditorFormProps {
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

interface EditorDrawerProps<Target> {
  /** The drawer's subject, or null while it is closed. */
  target: Target | null;
  title: (shown: Target) => string;
  closeLabel: string;
  onClose: () => void;
  /** The form for the subject; the last subject stays on screen while the drawer slides away. */
  children: (shown: Target, controls: EditorDrawerControls) => ReactNode;
}

/**
 * A drawer holding an add or edit form. Closing it (the close button, Escape,
 * a click outside, Cancel) or leaving the page with unsaved changes asks first.
 */
export function EditorDrawer<Target>({
  target,
  title,
  closeLabel,
  onClose,
  children,
}: EditorDrawerProps<Target>) {
  const [shown, setShown] = useState(target);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  if (target !== null && target !== shown) setShown(target);

  const close = useCallback(() => {
    setDirty(false);
    setAsking(false);
    onClose();
  }, [onClose]);

  function requestClose() {
    if (dirty) setAsking(true);
    else close();
  }

  return (
    <>
      <Drawer
        opened={target !== null}
        onClose={requestClose}
        position="right"
        size="lg"
        title={shown === null ? '' : title(shown)}
        closeButtonProps={{ 'aria-label': closeLabel }}
      >
        {shown === null
          ? null
          : children(shown, {
              setDirty,
              requestClose,
              close,
              formProps: { onDirtyChange: setDirty, onCancel: requestClose, onSaved: close },
            })}
      </Drawer>
      <DiscardChangesModal
        opened={asking}
        onKeepEditing={() => {
          setAsking(false);
        }}
        onDiscard={close}
      />
      {target === null ? null : <UnsavedChangesGuard dirty={dirty} />}
    </>
  );
}

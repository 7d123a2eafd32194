import type { ReactNode } from 'react';
import type { TablerIcon } from '@tabler/icons-react';
import type { FormFailure } from '../lib/use-form-failure';
import { ValidatedForm } from './validated-form';

/** The four texts of an add or edit form, each a key the feature words (`t(\`form.${key}\`)`). */
export type AddEditFormTextKey = 'addTitle' | 'editTitle' | 'submitAdd' | 'submitEdit';

/** What the form reads of its `useEditorForm`: the unsaved changes, the failure and the submit. */
export type AddEditFormEditor<Values> = Pick<FormFailure<Values>, 'failure' | 'handleSubmit'> & {
  isDirty: boolean;
};

interface AddEditFormProps<Values> {
  /** True when the form adds a new item; false when it edits one. */
  isNew: boolean;
  /** Words the form's name (`addTitle`, `editTitle`) and its submit button (`submitAdd`, `submitEdit`). */
  texts: (key: AddEditFormTextKey) => string;
  editor: AddEditFormEditor<Values>;
  /** Called with valid values. */
  onSubmit: (values: Values) => void;
  /** Called when a check fails, for what the form checks outside its values (a chosen file). */
  onInvalid?: () => void;
  onCancel: () => void;
  /** The save is on its way. */
  pending: boolean;
  /** The submit button's icon for a new item (a plus when left out). */
  newIcon?: TablerIcon;
  /** The fields. */
  children: ReactNode;
}

/**
 * An add or edit form of a drawer (`EditorDrawer`, `AddEditDrawer`) over `useEditorForm`:
 * named by whether it adds or edits, its failure alert, and Cancel and submit under the fields.
 */
export function AddEditForm<Values>({
  isNew,
  texts,
  editor,
  onSubmit,
  onInvalid,
  onCancel,
  pending,
  newIcon,
  children,
}: AddEditFormProps<Values>) {
  return (
    <ValidatedForm
      label={texts(isNew ? 'addTitle' : 'editTitle')}
      onSubmit={editor.handleSubmit(onSubmit, onInvalid)}
      failure={editor.failure}
      actions={{
        isNew,
        isDirty: editor.isDirty,
        pending,
        onCancel,
        submitLabel: texts(isNew ? 'submitAdd' : 'submitEdit'),
        newIcon,
      }}
    >
      {children}
    </ValidatedForm>
  );
}

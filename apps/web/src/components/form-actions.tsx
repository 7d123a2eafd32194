import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Cancel either runs a handler (a drawer asks first) or links back to the page before. */
type CancelAction =
  { onCancel: () => void; cancelTo?: never } | { onCancel?: never; cancelTo: string };

export type FormActionsProps = CancelAction & {
  /** True when the form adds a new item; false when it edits an existing one. */
  isNew: boolean;
  /** Whether the values differ from the item being edited (ignored for a new item). */
  isDirty: boolean;
  pending: boolean;
  /** The submit button's text (its accessible name). */
  submitLabel: string;
  /** The submit button's icon for a new item; an edit always shows the floppy disk. */
  newIcon?: TablerIcon;
};

/**
 * The right-aligned Cancel and submit buttons that end an add/edit form. The submit
 * button is disabled while an existing item is unchanged and shows a spinner while
 * the request is pending; a Cancel button is disabled while pending (a Cancel link
 * always leaves).
 */
export function FormActions({
  isNew,
  isDirty,
  pending,
  onCancel,
  cancelTo,
  submitLabel,
  newIcon: NewIcon = IconPlus,
}: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm">
      {cancelTo === undefined ? (
        <Button variant="default" disabled={pending} onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      ) : (
        <Button component={Link} to={cancelTo} variant="default">
          {t('actions.cancel')}
        </Button>
      )}
      <Button
        type="submit"
        loading={pending}
        disabled={!isNew && !isDirty}
        leftSection={
          isNew ? <NewIcon size={16} aria-hidden /> : <IconDeviceFloppy size={16} aria-hidden />
        }
      >
        {submitLabel}
      </Button>
    </Group>
  );
}

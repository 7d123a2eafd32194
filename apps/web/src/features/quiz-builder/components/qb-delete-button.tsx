import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The parts of a delete mutation the button needs (a TanStack `useMutation` result fits). */
interface QbDeletion {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A detail page's Delete button and the question it asks first; a refusal
 * (409 "in use") stays in the question with the API's sentence. Once deleted,
 * it says so and goes to the list.
 */
export function QbDeleteButton({
  label,
  title,
  body,
  done,
  listPath,
  deletion,
  onConfirm,
}: {
  /** The button's text. */
  label: string;
  /** The question's title and sentence about what goes. */
  title: string;
  body: string;
  /** The notice once deleted. */
  done: string;
  /** Where the page goes once deleted. */
  listPath: string;
  deletion: QbDeletion;
  /** Deletes (the mutation's `mutate`), calling `onDeleted` on success. */
  onConfirm: (onDeleted: () => void) => void;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => {
          deletion.reset();
          setOpened(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title={title}
        body={body}
        confirmLabel={t('actions.delete')}
        confirmColor="red"
        confirmIcon={IconTrash}
        pending={deletion.isPending}
        error={deletion.error}
        onConfirm={() => {
          onConfirm(() => {
            notifications.show({ color: 'green', message: done });
            void navigate(listPath);
          });
        }}
      />
    </>
  );
}

import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { assistantLimits, type AssistantConversation } from '@campus/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDeleteAllConversations, useDeleteConversation, useRenameConversation } from '../api';

/** What the list asks the person about: a rename, a deletion, or deleting everything. */
export type ConversationDialog =
  | { kind: 'rename'; conversation: AssistantConversation }
  | { kind: 'delete'; conversation: AssistantConversation }
  | { kind: 'delete-all' };

function RenameModal({
  conversation,
  onClose,
}: {
  conversation: AssistantConversation;
  onClose: () => void;
}) {
  const { t } = useTranslation('assistant');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const rename = useRenameConversation();
  const [title, setTitle] = useState(conversation.title);
  const trimmed = title.trim();
  return (
    <Modal opened onClose={onClose} title={t('conversations.renameTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed === '') return;
          rename.mutate(
            { params: { conversation_id: conversation.conversation_id }, body: { title: trimmed } },
            {
              onSuccess: () => {
                notifications.show({ message: t('conversations.renamed') });
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          {rename.isError ? <ErrorAlert>{errorMessage(rename.error)}</ErrorAlert> : null}
          <TextInput
            label={t('conversations.renameLabel')}
            value={title}
            maxLength={assistantLimits.titleMaxLength}
            required
            data-autofocus
            onChange={(event) => {
              setTitle(event.currentTarget.value);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending} disabled={trimmed === ''}>
              {tCommon('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The open dialog of the conversation list; `onDeleted` learns which conversations went. */
export function ConversationDialogs({
  dialog,
  onClose,
  onDeleted,
}: {
  dialog: ConversationDialog | null;
  onClose: () => void;
  /** The deleted conversation's id, or null when all were deleted. */
  onDeleted: (conversationId: string | null) => void;
}) {
  const { t } = useTranslation('assistant');
  const { t: tCommon } = useTranslation('common');
  const remove = useDeleteConversation();
  const removeAll = useDeleteAllConversations();
  if (dialog === null) return null;
  if (dialog.kind === 'rename')
    return <RenameModal conversation={dialog.conversation} onClose={onClose} />;
  if (dialog.kind === 'delete') {
    const id = dialog.conversation.conversation_id;
    return (
      <ConfirmDialog
        opened
        title={t('conversations.deleteTitle')}
        body={t('conversations.deleteBody', { title: dialog.conversation.title })}
        confirmLabel={tCommon('actions.delete')}
        confirmColor="red"
        pending={remove.isPending}
        error={remove.error}
        onClose={onClose}
        onConfirm={() => {
          remove.mutate(
            { params: { conversation_id: id } },
            {
              onSuccess: () => {
                notifications.show({ message: t('conversations.deleted') });
                onDeleted(id);
                onClose();
              },
            },
          );
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      opened
      title={t('conversations.deleteAllTitle')}
      body={t('conversations.deleteAllBody')}
      confirmLabel={tCommon('actions.delete')}
      confirmColor="red"
      pending={removeAll.isPending}
      error={removeAll.error}
      onClose={onClose}
      onConfirm={() => {
        removeAll.mutate(
          {},
          {
            onSuccess: () => {
              notifications.show({ message: t('conversations.deletedAll') });
              onDeleted(null);
              onClose();
            },
          },
        );
      }}
    />
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { InstagramPost } from '@campus/contracts';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteInstagramPost } from '../api';

interface DeletePostModalProps {
  /** The post to delete, or null while closed. */
  post: InstagramPost | null;
  /** The post's caption in the reader's language. */
  caption: string;
  onClose: () => void;
}

/** Asks before a featured post is deleted, then deletes it with its image. */
export function DeletePostModal({ post, caption, onClose }: DeletePostModalProps) {
  const { t } = useTranslation('instagram');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const remove = useDeleteInstagramPost();

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (post === null) return;
    remove.mutate(
      { params: { post_id: post.post_id } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('delete.done') });
          close();
        },
      },
    );
  }

  return (
    <Modal opened={post !== null} onClose={close} title={t('delete.title')} centered>
      {remove.isError ? <ErrorAlert>{errorMessage(remove.error)}</ErrorAlert> : null}
      <Text style={{ overflowWrap: 'anywhere' }}>{t('delete.question', { caption })}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
          {tCommon('actions.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

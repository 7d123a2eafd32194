import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandInstagram, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { instagramLimits, type InstagramPost } from '@campus/contracts';
import { DeleteDialog } from '../../components/delete-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { useErrorMessage } from '../../lib/use-error-message';
import {
  useActivateInstagramPost,
  useAdminPosts,
  useDeactivateInstagramPost,
  useDeleteInstagramPost,
  useMoveInstagramPost,
} from './api';
import { AdminPostCard } from './components/admin-post-card';
import {
  InstagramEditorDrawer,
  type InstagramEditorTarget,
} from './components/instagram-editor-drawer';
import { PageFrame } from '../../components/page-frames/page-frame';
import { LoadingState } from '../../components/loading-state';
import { QueryState } from '../../components/query-state';
import { useDrawerTarget } from '../../components/add-edit-drawer';
import { BareList } from '../../components/bare-list';

/** `/admin/instagram/all`: the Instagram posts of the home page, managed by admins. */
export function AdminInstagramPage() {
  const { t, i18n } = useTranslation('instagram');
  const language = i18n.language.startsWith('tr') ? 'tr' : 'en';
  const errorMessage = useErrorMessage();
  const posts = useAdminPosts();
  const move = useMoveInstagramPost();
  const activate = useActivateInstagramPost();
  const deactivate = useDeactivateInstagramPost();
  const remove = useDeleteInstagramPost();
  const editingDrawer = useDrawerTarget<InstagramEditorTarget>();
  const [deleting, setDeleting] = useState<InstagramPost | null>(null);
  const [changeFailure, setChangeFailure] = useState<string | null>(null);
  /** The post being shown or hidden, and what it becomes. */
  const changing = activate.isPending
    ? { postId: activate.variables.params.post_id, active: true }
    : deactivate.isPending
      ? { postId: deactivate.variables.params.post_id, active: false }
      : null;
  const busyPostId = move.isPending ? move.variables.params.post_id : (changing?.postId ?? null);

  function openEditor(post: InstagramPost | null) {
    editingDrawer.open({ post });
  }

  function captionOf(post: InstagramPost | null): string {
    if (post === null) return '';
    return language === 'tr' ? post.caption_tr : post.caption_en;
  }

  function failed(error: unknown) {
    setChangeFailure(errorMessage(error));
  }

  const isFull = (posts.data?.total ?? 0) >= instagramLimits.postsMax;

  function postList(items: InstagramPost[]) {
    if (items.length === 0) {
      return (
        <Stack align="center" gap="xs" py="xl">
          <IconBrandInstagram size={40} aria-hidden />
          <Text c="dimmed" ta="center">
            {t('admin.empty')}
          </Text>
        </Stack>
      );
    }
    return (
      <BareList ordered columns={{ base: 1, xs: 2, md: 3 }}>
        {items.map((post, index) => (
          <li key={post.post_id}>
            <AdminPostCard
              post={post}
              active={changing?.postId === post.post_id ? changing.active : post.is_active}
              caption={captionOf(post)}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              busy={busyPostId === post.post_id}
              onMove={(direction) => {
                setChangeFailure(null);
                move.mutate(
                  { params: { post_id: post.post_id }, body: { direction } },
                  { onError: failed },
                );
              }}
              onActiveChange={(active) => {
                setChangeFailure(null);
                (active ? activate : deactivate).mutate(
                  { params: { post_id: post.post_id } },
                  {
                    onSuccess: () => {
                      notifications.show({
                        color: 'green',
                        message: active ? t('admin.activated') : t('admin.deactivated'),
                      });
                    },
                    onError: failed,
                  },
                );
              }}
              onEdit={() => {
                openEditor(post);
              }}
              onDelete={() => {
                setDeleting(post);
              }}
            />
          </li>
        ))}
      </BareList>
    );
  }

  return (
    <PageFrame
      title={t('admin.title')}
      lead={t('admin.intro', { count: instagramLimits.featuredMax })}
      size="lg"
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={isFull}
          onClick={() => {
            openEditor(null);
          }}
        >
          {t('admin.add')}
        </Button>
      }
    >
      <Stack gap="lg">
        {isFull ? (
          <Text size="sm" c="dimmed">
            {t('admin.full', { count: instagramLimits.postsMax })}
          </Text>
        ) : null}
        {changeFailure === null ? null : <ErrorAlert>{changeFailure}</ErrorAlert>}
        <QueryState
          query={posts}
          loadFailed={t('admin.loadFailed')}
          loading={<LoadingState heights={[320, 320, 320]} />}
        >
          {(data) => postList(data.items)}
        </QueryState>
      </Stack>
      <InstagramEditorDrawer
        target={editingDrawer.target}
        onClose={() => {
          editingDrawer.close();
        }}
      />
      {/* A deleted post goes with its image. */}
      <DeleteDialog
        target={deleting}
        title={t('delete.title')}
        body={t('delete.question', { caption: captionOf(deleting) })}
        confirmLabel={t('delete.confirm')}
        done={t('delete.done')}
        mutation={remove}
        variables={(row) => ({ params: { post_id: row.post_id } })}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </PageFrame>
  );
}

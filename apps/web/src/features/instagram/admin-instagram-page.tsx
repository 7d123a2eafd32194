import { useState } from 'react';
import {
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandInstagram, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { instagramLimits, type InstagramPost } from '@campus/contracts';
import { DeleteDialog } from '../../components/delete-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { LoadErrorState } from '../../components/load-error-state';
import { useDocumentTitle } from '../../components/use-document-title';
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

function LoadingPosts() {
  const { t } = useTranslation('common');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="status">
      <VisuallyHidden>{t('actions.loading')}</VisuallyHidden>
      <Skeleton height={320} aria-hidden />
      <Skeleton height={320} aria-hidden />
      <Skeleton height={320} aria-hidden />
    </SimpleGrid>
  );
}

/** `/admin/instagram/all`: the Instagram posts of the home page, managed by admins. */
export function AdminInstagramPage() {
  const { t, i18n } = useTranslation('instagram');
  useDocumentTitle(t('admin.title'));
  const language = i18n.language.startsWith('tr') ? 'tr' : 'en';
  const errorMessage = useErrorMessage();
  const posts = useAdminPosts();
  const move = useMoveInstagramPost();
  const activate = useActivateInstagramPost();
  const deactivate = useDeactivateInstagramPost();
  const remove = useDeleteInstagramPost();
  const [editing, setEditing] = useState<InstagramEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<InstagramPost | null>(null);
  const [openings, setOpenings] = useState(0);
  const [changeFailure, setChangeFailure] = useState<string | null>(null);
  /** The post being shown or hidden, and what it becomes. */
  const changing = activate.isPending
    ? { postId: activate.variables.params.post_id, active: true }
    : deactivate.isPending
      ? { postId: deactivate.variables.params.post_id, active: false }
      : null;
  const busyPostId = move.isPending ? move.variables.params.post_id : (changing?.postId ?? null);

  function openEditor(post: InstagramPost | null) {
    setOpenings(openings + 1);
    setEditing({ post, opening: openings + 1 });
  }

  function captionOf(post: InstagramPost | null): string {
    if (post === null) return '';
    return language === 'tr' ? post.caption_tr : post.caption_en;
  }

  function failed(error: unknown) {
    setChangeFailure(errorMessage(error));
  }

  const isFull = (posts.data?.total ?? 0) >= instagramLimits.postsMax;

  function body() {
    if (posts.isError) {
      return (
        <LoadErrorState
          title={t('admin.loadFailed')}
          error={posts.error}
          onRetry={() => {
            void posts.refetch();
          }}
        />
      );
    }
    if (posts.data === undefined) return <LoadingPosts />;
    const { items } = posts.data;
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
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
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
      </SimpleGrid>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{t('admin.title')}</Title>
            <Text c="dimmed">{t('admin.intro', { count: instagramLimits.featuredMax })}</Text>
          </Stack>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={isFull}
            onClick={() => {
              openEditor(null);
            }}
          >
            {t('admin.add')}
          </Button>
        </Group>
        {isFull ? (
          <Text size="sm" c="dimmed">
            {t('admin.full', { count: instagramLimits.postsMax })}
          </Text>
        ) : null}
        {changeFailure === null ? null : <ErrorAlert>{changeFailure}</ErrorAlert>}
        {body()}
      </Stack>
      <InstagramEditorDrawer
        target={editing}
        onClose={() => {
          setEditing(null);
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
    </Container>
  );
}

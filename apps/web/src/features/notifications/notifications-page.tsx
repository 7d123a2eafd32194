import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconChecks, IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { notificationListQuerySchema, type Notification } from '@campus/contracts';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormatDate } from '../../lib/format-date';
import { useErrorMessage } from '../../lib/use-error-message';
import { useListState } from '../../lib/use-list-state';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCount,
} from './api';
import { useNotificationText } from './notification-text';

/** `?filter=unread&page=&page_size=` of the page's address: the list's `unread` is shown as a filter. */
const pageSchema = notificationListQuerySchema.omit({ unread: true }).extend({
  filter: z.enum(['all', 'unread']).default('all'),
});

function useActionFailed() {
  const { t } = useTranslation('notifications');
  const errorMessage = useErrorMessage();
  return (error: unknown) => {
    toasts.show({
      color: 'red',
      title: t('actionFailed'),
      message: errorMessage(error),
      // Mantine's dimmed description under a title is too faint for WCAG AA.
      styles: { description: { color: 'var(--mantine-color-text)' } },
    });
  };
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const formatDate = useFormatDate();
  const textOf = useNotificationText();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const failed = useActionFailed();
  const { text, note } = textOf(notification);
  const isUnread = notification.read_at === null;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      data-testid="notification-item"
      data-unread={isUnread}
      style={isUnread ? { borderLeft: '4px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={isUnread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
          {isUnread && (
            <Badge variant="filled" size="sm" style={{ flexShrink: 0 }}>
              {t('unread')}
            </Badge>
          )}
        </Group>
        {note !== null && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('note', { note })}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" component="time" dateTime={notification.created_at}>
            {formatDate(notification.created_at, true)}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={notification.link}
              size="sm"
              onClick={() => {
                if (isUnread)
                  markRead.mutate({ params: { notification_id: notification.notification_id } });
              }}
            >
              {t('open')}
            </Anchor>
            {isUnread && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconCheck size={14} aria-hidden />}
                loading={markRead.isPending}
                onClick={() => {
                  markRead.mutate(
                    { params: { notification_id: notification.notification_id } },
                    { onError: failed },
                  );
                }}
              >
                {t('markRead')}
              </Button>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('delete')}
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(
                  { params: { notification_id: notification.notification_id } },
                  {
                    onSuccess: () => {
                      toasts.show({ message: t('deleted') });
                    },
                    onError: failed,
                  },
                );
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function LoadingList() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md" role="status">
      <VisuallyHidden>{t('actions.loading')}</VisuallyHidden>
      <Skeleton height={88} aria-hidden />
      <Skeleton height={88} aria-hidden />
    </Stack>
  );
}

/** `/notifications/personal`: the signed-in person's notifications, new ones arriving live. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  const { params, update } = useListState(pageSchema);
  const unreadOnly = params.filter === 'unread';
  const list = useNotifications({
    page: params.page,
    page_size: params.page_size,
    unread: unreadOnly,
  });
  const unread = useUnreadCount(true);
  const markAll = useMarkAllNotificationsRead();
  const failed = useActionFailed();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('filter.label')}
            value={params.filter}
            onChange={(value) => {
              update({ filter: value === 'unread' ? 'unread' : 'all', page: 1 });
            }}
            data={[
              { value: 'all', label: t('filter.all') },
              { value: 'unread', label: t('filter.unread') },
            ]}
          />
          <Button
            variant="light"
            leftSection={<IconChecks size={18} aria-hidden />}
            disabled={(unread.data?.count ?? 0) === 0}
            loading={markAll.isPending}
            onClick={() => {
              markAll.mutate(
                {},
                {
                  onSuccess: () => {
                    toasts.show({ message: t('allRead') });
                  },
                  onError: failed,
                },
              );
            }}
          >
            {t('markAllRead')}
          </Button>
        </Group>
        {list.isPending ? (
          <LoadingList />
        ) : list.isError ? (
          <LoadErrorState
            error={list.error}
            title={t('loadError')}
            onRetry={() => {
              void list.refetch();
            }}
          />
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {unreadOnly ? t('empty.unread') : t('empty.all')}
          </Text>
        ) : (
          <>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.data.items.map((notification) => (
                <NotificationItem key={notification.notification_id} notification={notification} />
              ))}
            </Stack>
            <ListPagination
              page={params.page}
              pageSize={params.page_size}
              total={list.data.total}
              onPageChange={(page) => {
                update({ page });
              }}
              onPageSizeChange={(pageSize) => {
                update({ page_size: pageSize, page: 1 });
              }}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

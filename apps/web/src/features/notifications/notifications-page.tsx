import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconChecks, IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { notificationListQuerySchema, type Notification } from '@campus/contracts';
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
import { PageFrame } from '../../components/page-frames/page-frame';
import { LoadingState } from '../../components/loading-state';
import { PagedList } from '../../components/paged-list';

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

/** `/notifications/personal`: the signed-in person's notifications, new ones arriving live. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
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
    <PageFrame title={t('title')} lead={t('intro')}>
      <Stack gap="lg">
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
        <PagedList
          query={list}
          params={params}
          update={update}
          loadFailed={t('loadError')}
          empty={
            <Text c="dimmed" ta="center" py="xl">
              {unreadOnly ? t('empty.unread') : t('empty.all')}
            </Text>
          }
        >
          {(data) =>
            data === undefined ? (
              <LoadingState heights={[88, 88]} />
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.items.map((notification) => (
                  <NotificationItem
                    key={notification.notification_id}
                    notification={notification}
                  />
                ))}
              </Stack>
            )
          }
        </PagedList>
      </Stack>
    </PageFrame>
  );
}

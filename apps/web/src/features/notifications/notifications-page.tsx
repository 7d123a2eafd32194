import { useMemo } from 'react';
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
import { Link, useSearchParams } from 'react-router';
import { defaultPageSize, pageSizes, type Notification } from '@campus/contracts';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormatDate } from '../../lib/format-date';
import { useErrorMessage } from '../../lib/use-error-message';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCount,
  type NotificationListParams,
} from './api/notifications';
import { useNotificationText } from './notification-text';

function positiveInteger(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** `?filter=unread&page=&page_size=` of the page's address; unknown values fall back. */
function readParams(search: URLSearchParams): NotificationListParams {
  const size = positiveInteger(search.get('page_size'), defaultPageSize);
  return {
    page: positiveInteger(search.get('page'), 1),
    page_size: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
    unread: search.get('filter') === 'unread',
  };
}

function writeParams(params: NotificationListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.unread) search.set('filter', 'unread');
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}

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
                if (isUnread) markRead.mutate(notification.notification_id);
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
                  markRead.mutate(notification.notification_id, { onError: failed });
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
                remove.mutate(notification.notification_id, {
                  onSuccess: () => {
                    toasts.show({ message: t('deleted') });
                  },
                  onError: failed,
                });
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
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readParams(searchParams), [searchParams]);
  const list = useNotifications(params);
  const unread = useUnreadCount(true);
  const markAll = useMarkAllNotificationsRead();
  const failed = useActionFailed();

  function update(patch: Partial<NotificationListParams>) {
    setSearchParams(writeParams({ ...params, ...patch }));
  }

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
            value={params.unread ? 'unread' : 'all'}
            onChange={(value) => {
              update({ unread: value === 'unread', page: 1 });
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
              markAll.mutate(undefined, {
                onSuccess: () => {
                  toasts.show({ message: t('allRead') });
                },
                onError: failed,
              });
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
            {params.unread ? t('empty.unread') : t('empty.all')}
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

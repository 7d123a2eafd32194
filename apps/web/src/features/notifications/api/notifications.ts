import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationCountSchema,
  notificationPageSchema,
  notificationSchema,
  notificationsReadAllSchema,
  type Notification,
  type NotificationCount,
  type NotificationPage,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export interface NotificationListParams {
  page: number;
  page_size: number;
  unread: boolean;
}

/** TanStack Query keys of the signed-in person's notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
  count: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** `GET notifications?unread=&page=&page_size=`: newest first. */
export async function fetchNotifications(
  params: NotificationListParams,
): Promise<NotificationPage> {
  const searchParams = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
    unread: String(params.unread),
  });
  return withProblem(async () =>
    notificationPageSchema.parse(await api.get('notifications', { searchParams }).json<unknown>()),
  );
}

export function useNotifications(params: NotificationListParams) {
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: () => fetchNotifications(params),
    placeholderData: keepPreviousData,
  });
}

/** `GET notifications/unread-count`. */
export async function fetchUnreadCount(): Promise<NotificationCount> {
  return withProblem(async () =>
    notificationCountSchema.parse(await api.get('notifications/unread-count').json<unknown>()),
  );
}

/** The navbar's count; the stream keeps it current, so it is not refetched on a timer. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.count(),
    queryFn: fetchUnreadCount,
    enabled,
    staleTime: Infinity,
  });
}

/** `POST notifications/{id}/read`. */
export async function markNotificationRead(notificationId: string): Promise<Notification> {
  return withProblem(async () =>
    notificationSchema.parse(
      await api.post(`notifications/${notificationId}/read`).json<unknown>(),
    ),
  );
}

/** `POST notifications/read-all`. */
export async function markAllNotificationsRead(): Promise<{ updated: number }> {
  return withProblem(async () =>
    notificationsReadAllSchema.parse(await api.post('notifications/read-all').json<unknown>()),
  );
}

/** `DELETE notifications/{id}`. */
export async function deleteNotification(notificationId: string): Promise<void> {
  await withProblem(() => api.delete(`notifications/${notificationId}`));
}

function useNotificationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation(markNotificationRead);
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation(markAllNotificationsRead);
}

export function useDeleteNotification() {
  return useNotificationMutation(deleteNotification);
}

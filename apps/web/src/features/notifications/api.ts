import { useQuery } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationListQuery } from '@campus/contracts';
import { endpointQuery, useEndpointList, useEndpointMutation } from '../../lib/endpoint-client';

/** Newest first; `unread` goes out as `true` or `false`. */
export function useNotifications({ unread, ...page }: NotificationListQuery) {
  return useEndpointList(notificationEndpoints.list, {
    query: { ...page, unread: unread ? 'true' : 'false' },
  });
}

/** The navbar's count; the stream keeps it current, so it is not refetched on a timer. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    ...endpointQuery(notificationEndpoints.countUnread, {}),
    enabled,
    staleTime: Infinity,
  });
}

export const useMarkNotificationRead = () => useEndpointMutation(notificationEndpoints.markRead);
export const useMarkAllNotificationsRead = () =>
  useEndpointMutation(notificationEndpoints.markAllRead);
export const useDeleteNotification = () => useEndpointMutation(notificationEndpoints.remove);

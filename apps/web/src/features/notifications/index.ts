export { NotificationsLink, NotificationsNavLink } from './notifications-link';
export { useNotificationStream } from './use-notification-stream';

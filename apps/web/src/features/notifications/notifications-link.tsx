import { ActionIcon, Badge, Indicator, NavLink } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { useUnreadCount } from './api';

export const notificationsPath = '/notifications/personal';

/** The unread count of the signed-in person (0 while unknown or signed out). */
function useUnread(): number {
  const { isAuthenticated } = useAuth();
  return useUnreadCount(isAuthenticated).data?.count ?? 0;
}

/** The unread count, its accessible name ("Notifications, 3 unread" or "Notifications"), and whether the page is open. */
function useBell() {
  const { t } = useTranslation('notifications');
  const count = useUnread();
  const label = count > 0 ? t('link.labelWithCount', { count }) : t('link.label');
  const isActive = useLocation().pathname === notificationsPath;
  return { count, label, isActive };
}

/** The navbar's bell: a link to the notifications page with the unread count on it. */
export function NotificationsLink() {
  const { count, label, isActive } = useBell();
  return (
    <Indicator
      label={<span aria-hidden>{count > 99 ? '99+' : count}</span>}
      disabled={count === 0}
      size={18}
      offset={6}
      color="red"
    >
      <ActionIcon
        component={Link}
        to={notificationsPath}
        variant={isActive ? 'light' : 'subtle'}
        color={isActive ? undefined : 'gray'}
        size="lg"
        aria-label={label}
        aria-current={isActive ? 'page' : undefined}
        data-testid="notifications-link"
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}

/** The mobile menu's link to the notifications page, with the unread count beside it. */
export function NotificationsNavLink({
  label,
  onNavigate,
}: {
  label: string;
  onNavigate: () => void;
}) {
  const { count, label: accessibleName, isActive } = useBell();
  return (
    <NavLink
      component={Link}
      to={notificationsPath}
      label={label}
      aria-label={accessibleName}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
      rightSection={
        count > 0 ? (
          <Badge size="sm" color="red" circle={count < 10} aria-hidden>
            {count > 99 ? '99+' : count}
          </Badge>
        ) : null
      }
    />
  );
}

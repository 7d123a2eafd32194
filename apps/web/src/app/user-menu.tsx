import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconKey, IconLogout, IconMessageCircle, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../lib/auth-store';
import { displayName, setDropdownOpen, useAuth, useLogout } from '../lib/auth-store';

function initialsOf(user: CurrentUser): string {
  const initials = `${user.user_first_name.charAt(0)}${user.user_last_name.charAt(0)}`.trim();
  return (initials === '' ? user.user_email.charAt(0) : initials).toLocaleUpperCase(user.locale);
}

/** The signed-in user's menu: who they are, their profile, password change and logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const { isDropdownOpen } = useAuth();
  const logout = useLogout();
  const name = displayName(user);
  // The initials are the button's visible text, so they are part of its name (WCAG 2.5.3).
  const initials = initialsOf(user);
  return (
    <Menu
      opened={isDropdownOpen}
      onChange={setDropdownOpen}
      position="bottom-end"
      shadow="md"
      width={260}
    >
      <Menu.Target>
        <UnstyledButton
          aria-label={t('userMenu.label', { name, initials })}
          style={{ borderRadius: '50%' }}
        >
          <Avatar
            src={user.user_photo_url}
            alt=""
            radius="xl"
            size={36}
            color="initials"
            name={name}
          >
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={700} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="var(--mantine-color-text)" truncate>
            {user.user_email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/profile/view"
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/reception/password-change"
          leftSection={<IconKey size={16} aria-hidden />}
        >
          {t('userMenu.passwordChange')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/feedback"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
        >
          {t('feedbackMenu.item')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => {
            void logout();
          }}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

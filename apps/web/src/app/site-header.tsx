import { Anchor, Box, Burger, Button, Container, Group, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent, IconChevronDown, IconLogin2, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { NotificationsLink } from '../features/notifications';
import { ThemeToggle } from '../components/theme-toggle';
import type { CurrentUser } from '../lib/auth-store';
import { useAuth } from '../lib/auth-store';
import { EventsDrawer } from './events-drawer';
import classes from './layout.module.css';
import { MobileNavigation } from './mobile-navigation';
import type { NavigationLink } from './navigation';
import { isActiveLink, navigationFor } from './navigation';
import { UserMenu } from './user-menu';

function Logo() {
  const { t } = useTranslation('shell');
  return (
    <Anchor
      component={Link}
      to="/"
      underline="never"
      className={classes.logo}
      aria-label={t('nav.logoLabel')}
    >
      <Group component="span" gap={8} wrap="nowrap">
        <IconSchool
          size={28}
          stroke={1.8}
          aria-hidden
          color="var(--mantine-primary-color-filled)"
        />
        <Text component="span" fw={800} fz="lg">
          {t('productName')}
        </Text>
      </Group>
    </Anchor>
  );
}

function HeaderLink({ link }: { link: NavigationLink }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isActive = isActiveLink(link.to, pathname);
  return (
    <Button
      component={Link}
      to={link.to}
      variant={isActive ? 'light' : 'subtle'}
      color={isActive ? undefined : 'gray'}
      size="compact-md"
      fw={isActive ? 700 : 500}
      aria-current={isActive ? 'page' : undefined}
    >
      {t(`nav.${link.labelKey}`)}
    </Button>
  );
}

function AdministrationMenu({ links }: { links: NavigationLink[] }) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {t('nav.administration')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {t(`nav.${link.labelKey}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function SignedInBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const [isEventsOpen, events] = useDisclosure(false);
  const [isMenuOpen, menu] = useDisclosure(false);
  const navigation = navigationFor(user.user_role);
  return (
    <>
      <Box component="nav" aria-label={t('nav.label')} visibleFrom="xl">
        <Group gap={2} wrap="nowrap">
          {navigation.main.map((link) => (
            <HeaderLink key={link.to} link={link} />
          ))}
          {navigation.admin.length > 0 && <AdministrationMenu links={navigation.admin} />}
        </Group>
      </Box>
      <Group gap={6} wrap="nowrap">
        <Button
          variant="light"
          size="compact-md"
          onClick={events.open}
          aria-label={t('nav.events')}
          aria-haspopup="dialog"
          aria-expanded={isEventsOpen}
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
        >
          <Box component="span" visibleFrom="sm">
            {t('nav.events')}
          </Box>
        </Button>
        <NotificationsLink />
        <Group gap={6} wrap="nowrap" visibleFrom="sm">
          <LanguageSwitcher />
          <ThemeToggle />
        </Group>
        <UserMenu user={user} />
        <Burger
          opened={isMenuOpen}
          onClick={menu.toggle}
          hiddenFrom="xl"
          size="sm"
          aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={isMenuOpen}
        />
      </Group>
      <EventsDrawer opened={isEventsOpen} onClose={events.close} />
      <MobileNavigation opened={isMenuOpen} onClose={menu.close} navigation={navigation} />
    </>
  );
}

function SignedOutBar() {
  const { t } = useTranslation('shell');
  return (
    <Group gap="xs" wrap="nowrap">
      <LanguageSwitcher />
      <Button
        component={Link}
        to="/reception/login"
        size="compact-md"
        leftSection={<IconLogin2 size={18} aria-hidden />}
      >
        {t('nav.login')}
      </Button>
    </Group>
  );
}

/** The navigation bar: the full navigation for signed-in users; logo, language and login for everyone else. */
export function SiteHeader() {
  const { isAuthenticated, user_current: user, loading } = useAuth();
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Logo />
          {isAuthenticated && user !== null ? (
            <SignedInBar user={user} />
          ) : loading ? (
            <LanguageSwitcher />
          ) : (
            <SignedOutBar />
          )}
        </Group>
      </Container>
    </Box>
  );
}

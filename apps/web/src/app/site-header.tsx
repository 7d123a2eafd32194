import {
  ActionIcon,
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Group,
  Menu,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconChevronDown,
  IconLogin2,
  IconSchool,
  IconSearch,
} from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { NotificationsLink } from '../features/notifications';
import { ThemeToggle } from '../components/theme-toggle';
import type { CurrentUser } from '../lib/auth-store';
import { useAuth } from '../lib/auth-store';
import { useSearchParamsWriter } from '../lib/use-list-state';
import { EventsDrawer } from './events-drawer';
import classes from './layout.module.css';
import { MobileNavigation } from './mobile-navigation';
import type { NavigationLink, NavigationSection } from './navigation';
import { eventsSearchParam, isActiveLink, navigationFor } from './navigation';
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
      className={classes.headerLink}
    >
      {t(`nav.${link.headerLabelKey ?? link.labelKey}`)}
    </Button>
  );
}

/** The header's "More" menu: every other page a signed-in user may open, in titled sections. */
function MoreMenu({ sections }: { sections: NavigationSection[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const menuId = useId();
  const containsCurrentPage = sections.some((section) =>
    section.links.some((link) => isActiveLink(link.to, pathname)),
  );
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={260}
      // Mantine's focus placeholder is a focusable role=presentation child, which a menu may not have (axe).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant={containsCurrentPage ? 'light' : 'subtle'}
          color={containsCurrentPage ? undefined : 'gray'}
          size="compact-md"
          fw={containsCurrentPage ? 700 : 500}
          className={classes.headerLink}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {t('nav.more')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A menu may hold only items and groups: each titled section is a group named by its label. */}
        {sections.map((section) => {
          const labelId = `${menuId}-${section.titleKey}`;
          return (
            <div
              key={section.titleKey}
              role="group"
              aria-labelledby={labelId}
              className={classes.moreSection}
            >
              <Menu.Label id={labelId}>{t(`nav.moreGroups.${section.titleKey}`)}</Menu.Label>
              {section.links.map((link) => {
                const isActive = isActiveLink(link.to, pathname);
                return (
                  <Menu.Item
                    key={link.to}
                    component={Link}
                    to={link.to}
                    aria-current={isActive ? 'page' : undefined}
                    fw={isActive ? 700 : undefined}
                  >
                    {t(`nav.${link.labelKey}`)}
                  </Menu.Item>
                );
              })}
            </div>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

function AdministrationMenu({ links }: { links: NavigationLink[] }) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          fw={500}
          className={classes.headerLink}
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

/** Where the events button hides its label for the header links (layout.module.css, `.eventsLabel`). */
const eventsLabelHiddenQuery = '(min-width: 75em) and (max-width: 87.99em)';

function SignedInBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const [isEventsOpen, events] = useDisclosure(false);
  const [isMenuOpen, menu] = useDisclosure(false);
  const [searchParams] = useSearchParams();
  const writeSearchParams = useSearchParamsWriter();
  const eventsRequested = searchParams.get(eventsSearchParam) === 'open';
  const navigation = navigationFor(user.user_role);
  const isEventsLabelHidden = useMediaQuery(eventsLabelHiddenQuery);
  const openEvents = events.open;
  useEffect(() => {
    if (eventsRequested) openEvents();
  }, [eventsRequested, openEvents]);

  function closeEvents() {
    events.close();
    if (eventsRequested) {
      writeSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(eventsSearchParam);
          return next;
        },
        { replace: true },
      );
    }
  }

  return (
    <>
      {/* From 1200 px the main links and "More" sit in the bar; below, the burger's drawer holds them. */}
      <Box
        component="nav"
        aria-label={t('nav.label')}
        visibleFrom="lg"
        className={classes.headerNav}
      >
        <Group gap={2} wrap="nowrap">
          {navigation.main.map((link) => (
            <HeaderLink key={link.to} link={link} />
          ))}
          <MoreMenu sections={navigation.more} />
          {navigation.admin.length > 0 && <AdministrationMenu links={navigation.admin} />}
        </Group>
      </Box>
      <Group gap={6} wrap="nowrap">
        {/* One search over the platform: its page has the field (and keeps the words in the address). */}
        <Tooltip label={t('nav.search')}>
          <ActionIcon
            component={Link}
            to="/search"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('nav.search')}
          >
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {/* Between 1200 and 1408 px the links need the room: the button shows its icon and a tooltip. */}
        <Tooltip label={t('nav.events')} disabled={!isEventsLabelHidden}>
          <Button
            variant="light"
            size="compact-md"
            onClick={events.open}
            aria-label={t('nav.events')}
            aria-haspopup="dialog"
            aria-expanded={isEventsOpen}
            leftSection={<IconCalendarEvent size={18} aria-hidden />}
            className={classes.eventsButton}
          >
            <Box component="span" visibleFrom="sm" className={classes.eventsLabel}>
              {t('nav.events')}
            </Box>
          </Button>
        </Tooltip>
        <NotificationsLink />
        <Group gap={6} wrap="nowrap" visibleFrom="sm">
          <LanguageSwitcher />
          <ThemeToggle />
        </Group>
        <UserMenu user={user} />
        <Burger
          opened={isMenuOpen}
          onClick={menu.toggle}
          hiddenFrom="lg"
          size="sm"
          aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={isMenuOpen}
        />
      </Group>
      <EventsDrawer opened={isEventsOpen} onClose={closeEvents} />
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

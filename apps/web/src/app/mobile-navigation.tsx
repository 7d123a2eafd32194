import { Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { ThemeToggle } from '../components/theme-toggle';
import { NotificationsNavLink } from '../features/notifications';
import type { NavigationGroups, NavigationLink } from './navigation';
import { isActiveLink } from './navigation';

interface MobileNavigationProps {
  opened: boolean;
  onClose: () => void;
  navigation: NavigationGroups;
}

function LinkGroup({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: NavigationLink[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  if (links.length === 0) return null;
  return (
    <div>
      <Text component="h2" size="xs" fw={700} tt="uppercase" mb={4} px="sm">
        {title}
      </Text>
      {links.map((link) => {
        if (link.labelKey === 'notifications')
          return (
            <NotificationsNavLink
              key={link.to}
              label={t(`nav.${link.labelKey}`)}
              onNavigate={onNavigate}
            />
          );
        const isActive = isActiveLink(link.to, pathname);
        return (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={t(`nav.${link.labelKey}`)}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </div>
  );
}

/** Below 1200 px the navigation links live in this drawer, opened by the burger button. */
export function MobileNavigation({ opened, onClose, navigation }: MobileNavigationProps) {
  const { t } = useTranslation('shell');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="xs"
      title={t('nav.menuTitle')}
      hiddenFrom="lg"
    >
      <Stack component="nav" aria-label={t('nav.label')} gap="md">
        <LinkGroup title={t('nav.mainGroup')} links={navigation.main} onNavigate={onClose} />
        <LinkGroup
          title={t('nav.moreGroup')}
          links={navigation.more.flatMap((section) => section.links)}
          onNavigate={onClose}
        />
        <LinkGroup
          title={t('nav.personalGroup')}
          links={navigation.personal}
          onNavigate={onClose}
        />
        <LinkGroup title={t('nav.administration')} links={navigation.admin} onNavigate={onClose} />
        <Divider />
        <div>
          <Text component="h2" size="xs" fw={700} tt="uppercase" mb={4} px="sm">
            {t('nav.settingsGroup')}
          </Text>
          <Group gap="xs" px="sm">
            <LanguageSwitcher />
            <ThemeToggle />
          </Group>
        </div>
      </Stack>
    </Drawer>
  );
}

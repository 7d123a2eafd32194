import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { ThemeToggle } from '../components/theme-toggle';
import { openCookieSettings } from '../lib/cookie-consent';
import classes from './layout.module.css';
import { footerGroups } from './navigation';

/** Reopens the cookie settings, as the consent dialog promises ("from the link in the footer"). */
function CookieSettingsLink({ size }: { size: 'xs' | 'sm' }) {
  const { t } = useTranslation('common');
  return (
    <Anchor
      component="button"
      type="button"
      size={size}
      className={classes.footerLink}
      onClick={openCookieSettings}
    >
      {t('consent.openSettings')}
    </Anchor>
  );
}

/** The main footer: the product, grouped footer links and the theme toggle. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <Container size="xl" py="xl">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
        <Stack gap="xs">
          <Text fw={800} fz="lg">
            {t('productName')}
          </Text>
          <Text size="sm">{t('footer.tagline')}</Text>
          <Group gap="xs">
            <ThemeToggle />
          </Group>
        </Stack>
        {footerGroups.map((group) => {
          const title = t(`footer.groups.${group.titleKey}`);
          return (
            <Box component="nav" key={group.titleKey} aria-label={title}>
              <Text component="h2" size="sm" fw={700} mb="xs">
                {title}
              </Text>
              <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} size="sm" className={classes.footerLink}>
                      {t(`footer.links.${link.labelKey}`)}
                    </Anchor>
                  </li>
                ))}
                {group.titleKey === 'legal' && (
                  <li>
                    <CookieSettingsLink size="sm" />
                  </li>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}

/** Every footer and copyright link of SPEC.md section 2, in one flat list (the feature links stay in the columns). */
const copyrightLinks = footerGroups.flatMap((group) =>
  group.links.filter((link) => link.footerOnly !== true),
);

/** The compact copyright bar: year and product, the legal and help links, language and theme. */
export function CopyrightBar() {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();
  return (
    <Box className={classes.copyrightBar}>
      <Container size="xl" py="md">
        <Stack gap="sm">
          <Box component="nav" aria-label={t('footer.copyrightLinks')}>
            <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none', rowGap: 6 }}>
              {copyrightLinks.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} size="xs" className={classes.footerLink}>
                    {t(`footer.links.${link.labelKey}`)}
                  </Anchor>
                </li>
              ))}
              <li>
                <CookieSettingsLink size="xs" />
              </li>
            </Group>
          </Box>
          <Group justify="space-between" gap="sm">
            <Text size="xs">{t('footer.copyright', { year })}</Text>
            <Group gap="xs">
              <LanguageSwitcher />
              <ThemeToggle />
            </Group>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

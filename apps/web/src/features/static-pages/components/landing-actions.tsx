import { Button, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowRight,
  IconBook2,
  IconCertificate,
  IconHome,
  IconLogin,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButtons } from './link-buttons';

/** The landing page's calls to action: sign-in and registration for visitors, the way in for members. */
export function LandingActions({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { t } = useTranslation('pages');
  if (isAuthenticated) {
    return (
      <LinkButtons
        size="md"
        links={[
          { to: '/home', label: t('landing.cta.home'), icon: IconHome },
          {
            to: '/courses',
            label: t('landing.cta.courses'),
            icon: IconBook2,
            variant: 'default',
          },
        ]}
      />
    );
  }
  return (
    <Stack gap="sm">
      <LinkButtons
        size="md"
        links={[
          { to: '/reception/login', label: t('landing.cta.signIn'), icon: IconLogin },
          {
            to: '/reception/register',
            label: t('landing.cta.register'),
            icon: IconUserPlus,
            variant: 'default',
          },
        ]}
      />
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('landing.cta.graduatesHint')}
        </Text>
        <Button
          component={Link}
          to="/reception-vip/register"
          size="compact-sm"
          variant="subtle"
          leftSection={<IconCertificate size={16} aria-hidden />}
          rightSection={<IconArrowRight size={14} aria-hidden />}
        >
          {t('landing.cta.graduates')}
        </Button>
      </Group>
    </Stack>
  );
}

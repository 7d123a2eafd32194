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

/** The landing page's calls to action: sign-in and registration for visitors, the way in for members. */
export function LandingActions({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { t } = useTranslation('pages');
  if (isAuthenticated) {
    return (
      <Group gap="sm">
        <Button
          component={Link}
          to="/home"
          size="md"
          leftSection={<IconHome size={18} aria-hidden />}
        >
          {t('landing.cta.home')}
        </Button>
        <Button
          component={Link}
          to="/courses"
          size="md"
          variant="default"
          leftSection={<IconBook2 size={18} aria-hidden />}
        >
          {t('landing.cta.courses')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          component={Link}
          to="/reception/login"
          size="md"
          leftSection={<IconLogin size={18} aria-hidden />}
        >
          {t('landing.cta.signIn')}
        </Button>
        <Button
          component={Link}
          to="/reception/register"
          size="md"
          variant="default"
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          {t('landing.cta.register')}
        </Button>
      </Group>
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

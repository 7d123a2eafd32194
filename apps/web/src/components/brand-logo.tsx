import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The CampusHub logo as a link to the landing page, for pages without the navigation bar. */
export function BrandLogo() {
  const { t } = useTranslation('shell');
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('nav.logoLabel')}>
      <Group component="span" gap="xs" wrap="nowrap">
        <ThemeIcon component="span" size={40} radius="md" variant="filled" aria-hidden>
          <IconSchool size={24} stroke={1.8} />
        </ThemeIcon>
        <Text component="span" fw={800} fz="xl">
          {t('productName')}
        </Text>
      </Group>
    </Anchor>
  );
}

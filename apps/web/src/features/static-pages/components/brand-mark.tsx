import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The CampusHub logo: the school icon beside the product name. */
export function BrandMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation('pages');
  const isLarge = size === 'lg';
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon
        size={isLarge ? 44 : 36}
        radius="md"
        variant="gradient"
        gradient={{ from: 'blue.6', to: 'cyan.5', deg: 135 }}
        aria-hidden
      >
        <IconSchool size={isLarge ? 26 : 22} stroke={1.8} />
      </ThemeIcon>
      <div>
        <Text fw={800} fz={isLarge ? 'xl' : 'lg'} lh={1.1}>
          {t('brand.name')}
        </Text>
        <Text c="dimmed" fz="xs" lh={1.2} visibleFrom="xs">
          {t('brand.tagline')}
        </Text>
      </div>
    </Group>
  );
}

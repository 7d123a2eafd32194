import { Card, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The shape of the profile page while it loads, announced to screen readers. */
export function ProfileSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg" role="status" aria-live="polite">
      <VisuallyHidden>{t('actions.loading')}</VisuallyHidden>
      <Card withBorder radius="md" padding="lg">
        <Group gap="lg">
          <Skeleton circle height={96} />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={24} width="50%" />
            <Skeleton height={16} width="70%" />
            <Skeleton height={16} width="30%" />
          </Stack>
        </Group>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={96} />
        </Stack>
      </Card>
    </Stack>
  );
}

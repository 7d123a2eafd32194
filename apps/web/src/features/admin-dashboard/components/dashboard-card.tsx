import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title, type MantineSpacing } from '@mantine/core';

interface DashboardCardProps {
  /** The heading's id, which names the section. */
  id: string;
  icon: ReactNode;
  title: string;
  /** Controls on the heading's right (they wrap under it on a phone). */
  aside?: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** One section of the admin dashboard: a bordered card with an icon and an h2. */
export function DashboardCard({
  id,
  icon,
  title,
  aside,
  gap = 'md',
  children,
}: DashboardCardProps) {
  const heading = (
    <Group gap="xs">
      {icon}
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        {aside === undefined ? (
          heading
        ) : (
          <Group justify="space-between" gap="sm" wrap="wrap">
            {heading}
            {aside}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

interface AccountRowProps {
  title: string;
  description: ReactNode;
  action: ReactNode;
}

/** One setting of the account: its title and description, and its action beside them. */
export function AccountRow({ title, description, action }: AccountRowProps) {
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 240px' }}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}

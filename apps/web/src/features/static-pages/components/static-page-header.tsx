import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The h1 and lead paragraph that open the About, FAQ and policy pages. */
export function StaticPageHeader({
  title,
  lead,
  meta,
}: {
  title: string;
  lead?: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <Stack gap="sm" mb="xl">
      <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
        {title}
      </Title>
      {meta}
      {lead === undefined ? null : (
        <Text size="lg" c="dimmed" maw="65ch">
          {lead}
        </Text>
      )}
    </Stack>
  );
}

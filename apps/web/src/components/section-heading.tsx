import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

interface SectionHeadingProps {
  /** The heading's id: the section is named by it (`aria-labelledby`). */
  id: string;
  title: string;
  lead: string;
  /** A button beside the heading (Add …). */
  action?: ReactNode;
}

/** The h2 and lead of a tab's section in an admin panel, with an optional button beside them. */
export function SectionHeading({ id, title, lead, action }: SectionHeadingProps) {
  const heading = (
    <Stack gap={4} style={action === undefined ? undefined : { flex: '1 1 280px' }}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw="70ch">
        {lead}
      </Text>
    </Stack>
  );
  if (action === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      {heading}
      {action}
    </Group>
  );
}

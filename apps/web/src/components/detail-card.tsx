import type { ReactNode } from 'react';
import { Card, DataList, Stack, Title, type MantineSpacing } from '@mantine/core';

/** A titled card of a detail page: a section named by its h2. */
export function DetailCard({
  id,
  title,
  gap,
  children,
}: {
  id: string;
  title: string;
  /** Stacks the children in a column with this gap; as they are without it. */
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {gap === undefined ? children : <Stack gap={gap}>{children}</Stack>}
    </Card>
  );
}

/** One label and value of a detail card's `DataList`. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

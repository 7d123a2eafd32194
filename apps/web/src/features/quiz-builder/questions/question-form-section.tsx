import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A part of the question form under its own heading, with a hint under it when it has one. */
export function QuestionFormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {title}
      </Title>
      {hint === undefined ? null : (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
    </Stack>
  );
}

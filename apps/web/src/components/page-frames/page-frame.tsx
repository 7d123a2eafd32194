import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title, type ContainerProps } from '@mantine/core';
import { useDocumentTitle } from '../use-document-title';

export interface PageFrameProps {
  /** The page's h1 and tab title. */
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** Buttons on the title's right (they wrap under it on a phone). */
  actions?: ReactNode;
  /** Above the title inside the container: a back link or a section's navigation. */
  header?: ReactNode;
  /** The page's width: `md` unless its body needs more (wide tables). */
  size?: ContainerProps['size'];
  children: ReactNode;
}

/** The frame of a signed-in page: a container, an optional header, the h1 with its lead and actions, then the body. */
export function PageFrame({ title, lead, actions, header, size = 'md', children }: PageFrameProps) {
  useDocumentTitle(title);
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      {header}
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Stack gap="xs" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 28, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {lead === undefined ? null : (
            <Text c="dimmed" maw="70ch">
              {lead}
            </Text>
          )}
        </Stack>
        {actions === undefined ? null : <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Container>
  );
}

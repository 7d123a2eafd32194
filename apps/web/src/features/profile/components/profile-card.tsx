import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

interface ProfileCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The heading's look: `h3` on the profile page, `h4` for the photo page's two halves. */
  size?: 'h3' | 'h4';
  children: ReactNode;
}

/** A section of the profile pages: a bordered card with its h2. */
export function ProfileCard({ id, title, size = 'h3', children }: ProfileCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} id={id} size={size} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FailureAlert } from './failure-alert';

/** A link to ask for a new e-mailed link (the old one is missing, wrong or used). */
export function RequestNewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      {children}
    </Anchor>
  );
}

/** A page opened without a valid token: why, then the way to a new link. */
export function MissingToken({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link: ReactNode;
}) {
  return (
    <Stack gap="md">
      <FailureAlert title={title}>{children}</FailureAlert>
      {link}
    </Stack>
  );
}

/** A failed call with a token: the API's sentence, and the way to a new link when it helps. */
export function TokenFailure({ message, link }: { message: string; link: ReactNode }) {
  return (
    <FailureAlert>
      <Stack gap={6} align="flex-start">
        <Text size="sm">{message}</Text>
        {link}
      </Stack>
    </FailureAlert>
  );
}

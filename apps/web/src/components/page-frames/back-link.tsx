import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A small "← Back to …" link above a page's title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

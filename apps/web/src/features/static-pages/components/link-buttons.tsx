import { Button, Group, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface PageLink {
  to: string;
  label: string;
  icon: TablerIcon;
  variant?: ButtonProps['variant'];
}

/** A row of buttons that lead to other pages, each with its icon. */
export function LinkButtons({
  links,
  size,
}: {
  links: readonly PageLink[];
  size?: ButtonProps['size'];
}) {
  return (
    <Group gap="sm">
      {links.map(({ to, label, icon: Icon, variant }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          size={size}
          variant={variant}
          leftSection={<Icon size={18} aria-hidden />}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

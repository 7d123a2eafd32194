import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

/**
 * The one colour of each status word across the product, so that "pending"
 * or "rejected" looks the same in every queue and list.
 */
const statusColors: Readonly<Record<string, MantineColor>> = {
  // Waiting for someone
  pending: 'yellow',
  waiting: 'yellow',
  proposed: 'yellow',
  reviewing: 'yellow',
  draft: 'yellow',
  in_review: 'violet',
  interview: 'grape',
  // New or running
  new: 'blue',
  open: 'blue',
  scheduled: 'blue',
  running: 'blue',
  // Done well
  approved: 'green',
  accepted: 'green',
  published: 'green',
  active: 'green',
  answered: 'green',
  fired: 'green',
  done: 'green',
  succeeded: 'green',
  // Refused or gone
  rejected: 'red',
  declined: 'red',
  failed: 'red',
  revoked: 'red',
  deleted: 'red',
  // Put aside
  closed: 'gray',
  archived: 'gray',
  retired: 'orange',
  cancelled: 'gray',
  dismissed: 'gray',
  hidden: 'gray',
  deactivated: 'gray',
  paused: 'orange',
};

interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** The status word as the API sends it. */
  status: string;
  /** Its translation. */
  label: string;
  /** A colour for a word the product's table does not hold, or that means something else here. */
  color?: MantineColor;
}

/** A row's status as a light badge in the product's colour for that word. */
export function StatusBadge({ status, label, color, ...props }: StatusBadgeProps) {
  return (
    <Badge
      color={color ?? statusColors[status] ?? 'gray'}
      variant="light"
      style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      {...props}
    >
      {label}
    </Badge>
  );
}

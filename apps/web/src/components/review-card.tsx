import { useId, type ReactNode } from 'react';
import { Box, Button, Group, Paper, Stack, Text, Title, type MantineColor } from '@mantine/core';
import {
  IconCheck,
  IconCircleX,
  IconEye,
  IconEyeOff,
  IconTrash,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

export interface ReviewCardProps {
  /** Names the card (an article labelled by it). */
  title: ReactNode;
  /** The title's heading level: 3 in a queue, 4 in a queue's section; null when it is no heading. */
  level?: 3 | 4 | null;
  /** The status and kind badges, after the title or, when `badgesAbove`, above it (a long title). */
  badges?: ReactNode;
  badgesAbove?: boolean;
  /** Under the title: who, when, where; a sentence is set as dimmed text, anything else as it is. */
  meta?: ReactNode;
  /** On the header's other side: when it was sent, or badges. */
  aside?: ReactNode;
  /** What the item says. */
  children: ReactNode;
  /** The reviewer's note, after the content. */
  note?: ReactNode;
  /** The buttons, at the end of the card's last row; no row without them. */
  actions?: ReactNode;
  /** The card's dialogs (they open above the page). */
  dialogs?: ReactNode;
}

/** One item of a moderators' queue: an article named by its title, its content, the note and the actions. */
export function ReviewCard({
  title,
  level = 3,
  badges,
  badgesAbove = false,
  meta,
  aside,
  children,
  note,
  actions,
  dialogs,
}: ReviewCardProps) {
  const titleId = useId();
  const heading =
    level === null ? (
      <Text fw={600} id={titleId} style={wrapAnywhere}>
        {title}
      </Text>
    ) : (
      <Title order={level} size={level === 3 ? 'h5' : 'h6'} id={titleId} style={wrapAnywhere}>
        {title}
      </Title>
    );
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            {badgesAbove ? (
              <>
                <Group gap="xs" wrap="wrap">
                  {badges}
                </Group>
                {heading}
              </>
            ) : badges === undefined ? (
              heading
            ) : (
              <Group gap="xs" wrap="wrap">
                {heading}
                {badges}
              </Group>
            )}
            {typeof meta === 'string' ? (
              <Text size="sm" c="dimmed">
                {meta}
              </Text>
            ) : (
              meta
            )}
          </Stack>
          {aside}
        </Group>
        {children}
        {note}
        {actions === undefined || actions === null ? null : (
          <Group justify="flex-end" gap="xs">
            {actions}
          </Group>
        )}
      </Stack>
      {dialogs}
    </Paper>
  );
}

/** A reviewer's note set apart by a line at its start, in the status's colour, under its label. */
export function ReviewNote({
  color,
  label,
  children,
}: {
  /** The line's colour; the border's own when left out. */
  color?: MantineColor;
  label: ReactNode;
  children: ReactNode;
}) {
  const line =
    color === undefined
      ? 'var(--mantine-color-default-border)'
      : `var(--mantine-color-${color}-filled)`;
  return (
    <Box pl="sm" style={{ borderInlineStart: `3px solid ${line}` }}>
      {label}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', ...wrapAnywhere }}>
        {children}
      </Text>
    </Box>
  );
}

/** Each review action's look: green to approve, red to refuse or remove, grey to hide. */
const actionLooks = {
  approve: { color: 'green', variant: 'filled', icon: IconCheck },
  reject: { color: 'red', variant: 'light', icon: IconX },
  remove: { color: 'red', variant: 'subtle', icon: IconTrash },
  hide: { color: 'gray', variant: 'light', icon: IconEyeOff },
  unhide: { color: undefined, variant: 'light', icon: IconEye },
  dismiss: { color: undefined, variant: 'default', icon: IconCircleX },
} satisfies Record<string, { color: MantineColor | undefined; variant: string; icon: TablerIcon }>;

export interface ReviewButtonProps {
  action: keyof typeof actionLooks;
  /** The colour when the action's own does not fit (hiding an entry reported as harmful is red). */
  color?: MantineColor;
  label: string;
  /** The accessible name, which names the item. */
  ariaLabel: string;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/** A small button of a review card, its colour and icon given by its action. */
export function ReviewButton({
  action,
  color,
  label,
  ariaLabel,
  disabled,
  loading,
  onClick,
}: ReviewButtonProps) {
  const look = actionLooks[action];
  const Icon = look.icon;
  return (
    <Button
      color={color ?? look.color}
      variant={look.variant}
      size="xs"
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={ariaLabel}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** The two decisions on a waiting item: approve at once, or reject (which asks for a note). */
export function DecisionButtons({
  text,
  disabled,
  approving,
  approveDisabled = false,
  onApprove,
  onReject,
}: {
  /** The feature's text of each button (`approve`, `reject`) and its accessible name, which names the item (`…Label`). */
  text: (key: 'approve' | 'approveLabel' | 'reject' | 'rejectLabel') => string;
  disabled: boolean;
  /** The approval is on its way. */
  approving: boolean;
  /** The item's rules forbid approving it now (a listing whose date has passed). */
  approveDisabled?: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <>
      <ReviewButton
        action="approve"
        label={text('approve')}
        ariaLabel={text('approveLabel')}
        disabled={disabled || approveDisabled}
        loading={approving}
        onClick={onApprove}
      />
      <ReviewButton
        action="reject"
        label={text('reject')}
        ariaLabel={text('rejectLabel')}
        disabled={disabled}
        onClick={onReject}
      />
    </>
  );
}

import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserRole, UserStatus } from '@campus/contracts';

const roleColors: Record<UserRole, string> = {
  admin: 'grape',
  moderator: 'indigo',
  student: 'blue',
  graduate: 'teal',
};

const statusColors: Record<UserStatus, string> = {
  pending: 'yellow',
  active: 'green',
  deactivated: 'gray',
};

export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useTranslation('admin-users');
  return (
    <Badge color={roleColors[role]} variant="light">
      {t(`roles.${role}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('admin-users');
  return (
    <Badge color={statusColors[status]} variant={status === 'deactivated' ? 'outline' : 'light'}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** Whether the e-mail address is verified, as an icon with words (never by colour alone). */
export function VerifiedMark({ verified }: { verified: boolean }) {
  const { t } = useTranslation('admin-users');
  return (
    <Group gap={4} wrap="nowrap">
      {verified ? (
        <IconCircleCheck size={16} color="var(--mantine-color-green-filled)" aria-hidden />
      ) : (
        <IconCircleDashed size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      )}
      <Text size="sm">{verified ? t('verified.yes') : t('verified.no')}</Text>
    </Group>
  );
}

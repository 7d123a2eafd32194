import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserRole, UserStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

const roleColors: Record<UserRole, string> = {
  admin: 'grape',
  moderator: 'indigo',
  student: 'blue',
  graduate: 'teal',
};

export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useTranslation('admin-users');
  return <StatusBadge status={role} label={t(`roles.${role}`)} color={roleColors[role]} />;
}

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('admin-users');
  return (
    <StatusBadge
      status={status}
      label={t(`statuses.${status}`)}
      variant={status === 'deactivated' ? 'outline' : 'light'}
    />
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

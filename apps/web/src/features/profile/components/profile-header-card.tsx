import { Avatar, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vipContributionThreshold, type Profile } from '@campus/contracts';
import { useFormatDate } from '../../../lib/format-date';
import { initialsOf } from '../initials';

/** The top of the profile: photo, name, e-mail, role, VIP progress and member-since date. */
export function ProfileHeaderCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const formatDate = useFormatDate();
  const name = `${profile.user_first_name} ${profile.user_last_name}`.trim();
  const contributions = Math.min(profile.contribution_count, vipContributionThreshold);
  const progressLabel = t('header.vipProgress', {
    count: contributions,
    target: vipContributionThreshold,
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-name">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack align="center" gap="xs">
          <Avatar
            src={profile.user_photo_url}
            alt={t('header.photoAlt', { name: name === '' ? profile.user_email : name })}
            size={96}
            radius={96}
            color="initials"
            name={name === '' ? profile.user_email : name}
          >
            {initialsOf(profile.user_first_name, profile.user_last_name, profile.user_email)}
          </Avatar>
          <Button
            component={Link}
            to="/profile/photo"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconCamera size={14} aria-hidden />}
          >
            {t('header.changePhoto')}
          </Button>
        </Stack>
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title
            order={2}
            id="profile-name"
            fz={{ base: 22, sm: 26 }}
            style={{ wordBreak: 'break-word' }}
          >
            {name === '' ? profile.user_email : name}
          </Title>
          <Text c="dimmed" style={{ wordBreak: 'break-all' }}>
            {profile.user_email}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{t(`roles.${profile.user_role}`)}</Badge>
            {profile.is_vip ? (
              <Badge
                color="yellow"
                variant="filled"
                leftSection={<IconCrown size={12} aria-hidden />}
              >
                {t('header.vip')}
              </Badge>
            ) : (
              <Badge color="gray" variant="outline">
                {t('header.notVip')}
              </Badge>
            )}
          </Group>
          {profile.is_vip ? null : (
            <Stack gap={4} maw={360}>
              <Text size="sm">{progressLabel}</Text>
              <Progress
                value={(contributions / vipContributionThreshold) * 100}
                aria-label={progressLabel}
                size="md"
              />
              <Text size="xs" c="dimmed">
                {t('header.vipHint', { target: vipContributionThreshold })}
              </Text>
            </Stack>
          )}
          <Text size="sm" c="dimmed">
            {t('header.memberSince', { date: formatDate(profile.created_at) })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

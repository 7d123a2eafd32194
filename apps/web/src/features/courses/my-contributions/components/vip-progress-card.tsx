import { useId } from 'react';
import { Card, Group, Progress, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { vipContributionThreshold } from '@campus/contracts';

interface VipProgressCardProps {
  isVip: boolean;
  /** Approved contributions so far. */
  approved: number;
}

/** VIP access: open, or how many approved contributions of the three are done. */
export function VipProgressCard({ isVip, approved }: VipProgressCardProps) {
  const { t } = useTranslation('course-detail');
  const titleId = useId();
  const done = Math.min(approved, vipContributionThreshold);
  const remaining = vipContributionThreshold - done;
  const progressText = t('contributions.vip.progress', {
    count: done,
    threshold: vipContributionThreshold,
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Group gap="sm" wrap="nowrap" mb="xs">
        <ThemeIcon color="yellow" variant="light" size="lg" radius="xl" aria-hidden>
          {isVip ? <IconCrown size={18} /> : <IconLock size={18} />}
        </ThemeIcon>
        <Title order={3} size="h4" id={titleId}>
          {t('contributions.vip.title')}
        </Title>
      </Group>
      {isVip ? (
        <Text size="sm">{t('contributions.vip.active')}</Text>
      ) : (
        <>
          <Text fw={600} mb={6}>
            {progressText}
          </Text>
          <Progress.Root size="lg" radius="xl" mb={6}>
            <Progress.Section
              value={(done / vipContributionThreshold) * 100}
              color="yellow"
              withAria={false}
              role="progressbar"
              aria-label={t('contributions.vip.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={vipContributionThreshold}
              aria-valuenow={done}
              aria-valuetext={progressText}
            />
          </Progress.Root>
          <Text size="sm" c="dimmed">
            {t('contributions.vip.remaining', { count: remaining })}
          </Text>
        </>
      )}
    </Card>
  );
}

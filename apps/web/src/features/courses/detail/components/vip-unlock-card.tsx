import { Button, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconFileText, IconLock, IconLogin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginPath } from '../login-path';

interface VipUnlockCardProps {
  signedIn: boolean;
  /** Approved contributions still missing (from the course answer). */
  contributionsNeeded: number;
}

/** For visitors without VIP access: what VIP unlocks, and how far away it is. */
export function VipUnlockCard({ signedIn, contributionsNeeded }: VipUnlockCardProps) {
  const { t } = useTranslation('course-detail');
  const loginPath = useLoginPath();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="course-unlock">
      <Group gap="sm" wrap="nowrap" align="center" mb="sm">
        <ThemeIcon color="yellow" variant="light" size="lg" radius="xl" aria-hidden>
          <IconLock size={18} />
        </ThemeIcon>
        <Title order={2} size="h3" id="course-unlock">
          {t('unlock.title')}
        </Title>
      </Group>
      <Text size="sm" mb="xs">
        {t('unlock.intro')}
      </Text>
      <List size="sm" spacing={6} mb="md" center>
        <List.Item icon={<IconFileText size={16} aria-hidden />}>{t('unlock.full')}</List.Item>
        <List.Item icon={<IconChartBar size={16} aria-hidden />}>{t('unlock.grades')}</List.Item>
        <List.Item icon={<IconUsers size={16} aria-hidden />}>{t('unlock.instructors')}</List.Item>
      </List>
      <Text fw={600}>{t('unlock.needed', { count: contributionsNeeded })}</Text>
      {signedIn ? (
        <Text size="sm" c="dimmed">
          {t('unlock.shareHint')}
        </Text>
      ) : (
        <Group justify="space-between" gap="sm" wrap="wrap" mt="xs">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
            {t('unlock.signedOut')}
          </Text>
          <Button
            component={Link}
            to={loginPath}
            variant="light"
            leftSection={<IconLogin size={16} aria-hidden />}
          >
            {t('unlock.signIn')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconEyeOff,
  IconFirstAidKit,
  IconRefresh,
  IconShieldCheck,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';

interface ConsentNoticeProps {
  /** True when the notice was accepted already and is read again. */
  accepted: boolean;
  pending: boolean;
  failure: string | null;
  onAccept: () => void;
  /** Not now (before accepting) or back to the table (after). */
  onLeave: () => void;
}

const points = [
  { key: 'notice.personal', icon: IconUser },
  { key: 'notice.notAdvice', icon: IconFirstAidKit },
  { key: 'notice.emergency', icon: IconAlertTriangle },
  { key: 'notice.privacy', icon: IconEyeOff },
  { key: 'notice.review', icon: IconRefresh },
] as const;

/** The pool's consent notice, shown before anything else until the person accepts it. */
export function ConsentNotice({
  accepted,
  pending,
  failure,
  onAccept,
  onLeave,
}: ConsentNoticeProps) {
  const { t } = useTranslation('therapist-pools');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="pool-consent-title"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            <IconShieldCheck size={20} />
          </ThemeIcon>
          <Title order={2} size="h3" id="pool-consent-title">
            {t('notice.title')}
          </Title>
        </Group>
        <List spacing="sm" center={false}>
          {points.map(({ key, icon: Icon }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon
                  variant="light"
                  color={key === 'notice.emergency' ? 'red' : 'blue'}
                  size="sm"
                  radius="xl"
                  aria-hidden
                >
                  <Icon size={14} />
                </ThemeIcon>
              }
            >
              <Text size="sm" fw={key === 'notice.emergency' ? 600 : undefined}>
                {t(key)}
              </Text>
            </List.Item>
          ))}
        </List>
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Group justify="flex-end" gap="sm">
          {accepted ? (
            <Button onClick={onLeave}>{t('notice.backToTable')}</Button>
          ) : (
            <>
              <Button variant="default" disabled={pending} onClick={onLeave}>
                {t('notice.notNow')}
              </Button>
              <Button loading={pending} onClick={onAccept}>
                {t('notice.accept')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

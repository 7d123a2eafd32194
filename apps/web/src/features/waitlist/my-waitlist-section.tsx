import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorState } from '../../components/load-error-state';
import { useFormatDate } from '../../lib/format-date';
import { useMyWaitlist } from './api/waitlist-api';

/** "My waitlists" for the signed-in person's space. */
export function MyWaitlistSection() {
  const { t } = useTranslation('waitlist');
  const formatDate = useFormatDate();
  const mine = useMyWaitlist();
  const data = mine.data;
  return (
    <Stack component="section" aria-labelledby="my-waitlists" gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-waitlists">
          {t('mine.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.lead')}
        </Text>
      </Stack>
      {mine.isError && data === undefined ? (
        <LoadErrorState
          title={t('loadFailed')}
          error={mine.error}
          onRetry={() => {
            void mine.refetch();
          }}
        />
      ) : data === undefined ? (
        <Skeleton height={48} radius="md" />
      ) : data.items.length === 0 ? (
        <Text size="sm">{t('mine.empty')}</Text>
      ) : (
        <Group gap="xs" wrap="wrap">
          {data.items.map((entry) => (
            <Badge key={entry.feature} variant="light" size="lg" tt="none">
              {t('mine.entry', {
                name: t(`features.${entry.feature}.name`),
                date: formatDate(entry.created_at),
              })}
            </Badge>
          ))}
        </Group>
      )}
      <Group>
        <Button component={Link} to="/waitlist/add" variant="default" size="xs">
          {t('mine.manage')}
        </Button>
      </Group>
    </Stack>
  );
}

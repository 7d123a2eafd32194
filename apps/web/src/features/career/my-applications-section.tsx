import { useState } from 'react';
import {
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
import { useFormatDate } from '../../lib/format-date';
import { useMyApplications, type PageParams } from './api/career-api';
import { ApplicationStatusBadge } from './components/status-badge';

const firstPage: PageParams = { page: 1, page_size: 10 };

/** "My applications" for the signed-in person's space: each career application and its status. */
export function MyApplicationsSection() {
  const { t } = useTranslation('career');
  const { t: tCommon } = useTranslation('common');
  const formatDate = useFormatDate();
  const [params, setParams] = useState<PageParams>(firstPage);
  const mine = useMyApplications(params);
  const data = mine.data;

  return (
    <Stack component="section" aria-labelledby="my-career-applications" gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-career-applications">
          {t('mine.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.lead')}
        </Text>
      </Stack>
      {mine.isError && data === undefined ? (
        <LoadErrorState
          title={t('mine.loadFailed')}
          error={mine.error}
          onRetry={() => {
            void mine.refetch();
          }}
        />
      ) : data === undefined ? (
        <Stack gap="sm" role="status">
          <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
          <Skeleton height={72} radius="md" aria-hidden />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconBriefcase size={28} aria-hidden />}
          withIndicatorBackground
          size="sm"
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
          py="lg"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/career" variant="default">
              {t('mine.browse')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          <Stack gap="sm">
            {data.items.map((application) => {
              const title = application.position_title ?? t('mine.open');
              return (
                <Paper
                  key={application.career_id}
                  withBorder
                  radius="md"
                  p="md"
                  component="article"
                  aria-label={title}
                >
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {title}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('mine.sentOn', { date: formatDate(application.created_at) })}
                      </Text>
                    </Stack>
                    <ApplicationStatusBadge status={application.status} />
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          {data.total > params.page_size || params.page > 1 ? (
            <ListPagination
              page={params.page}
              pageSize={params.page_size}
              total={data.total}
              onPageChange={(page) => {
                setParams((current) => ({ ...current, page }));
              }}
              onPageSizeChange={(pageSize) => {
                setParams({ page: 1, page_size: pageSize });
              }}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import {
  Badge,
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
import { IconMessage2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
import { useFormatDate } from '../../lib/format-date';
import { useMyFeedback, type PageParams } from './api/feedback-api';
import { FeedbackStatusBadge } from './feedback-status-badge';

const firstPage: PageParams = { page: 1, page_size: 10 };

interface MyFeedbackSectionProps {
  /** Whether the empty state links to /feedback (not on /feedback itself). */
  withLink?: boolean;
}

/** "Feedback and suggestions" of the signed-in person: each with its status and the admins' answer. */
export function MyFeedbackSection({ withLink = true }: MyFeedbackSectionProps) {
  const { t } = useTranslation('feedback');
  const { t: tCommon } = useTranslation('common');
  const formatDate = useFormatDate();
  const [params, setParams] = useState<PageParams>(firstPage);
  const mine = useMyFeedback(params);
  const data = mine.data;

  return (
    <Stack component="section" aria-labelledby="my-feedback" gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-feedback">
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
          <Skeleton height={96} radius="md" aria-hidden />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconMessage2 size={28} aria-hidden />}
          withIndicatorBackground
          size="sm"
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
          py="lg"
        >
          {withLink ? (
            <EmptyState.Actions>
              <Button component={Link} to="/feedback" variant="default">
                {t('mine.write')}
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <Stack gap="sm">
            {data.items.map((item) => (
              <Paper
                key={item.item_id}
                withBorder
                radius="md"
                p="md"
                component="article"
                aria-label={item.subject}
              >
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="outline">{t(`kinds.${item.kind}`)}</Badge>
                    <FeedbackStatusBadge status={item.status} />
                    <Text size="xs" c="dimmed">
                      {formatDate(item.created_at)}
                    </Text>
                  </Group>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {item.subject}
                  </Text>
                  <Text
                    size="sm"
                    lineClamp={3}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {item.message}
                  </Text>
                  {item.admin_reply === null ? null : (
                    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-default-hover)">
                      <Text size="xs" fw={600} mb={4}>
                        {t('mine.reply')}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {item.admin_reply}
                      </Text>
                    </Paper>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
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
        </>
      )}
    </Stack>
  );
}

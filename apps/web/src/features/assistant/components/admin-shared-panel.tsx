import { useState } from 'react';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorState } from '../../../components/load-error-state';
import { useFormatDate } from '../../../lib/format-date';
import { useAssistantShared } from '../api';
import { SafeMarkdown } from '../safe-markdown';
import { assistantPagePaths } from '@campus/contracts';
import { CitationChips } from './citation-chips';

/** The exchanges people chose to share with the team: question, answer, sources and rating. */
export function AdminSharedPanel() {
  const { t } = useTranslation('assistant');
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const shared = useAssistantShared({ page, page_size: pageSize });
  const items = shared.data?.items ?? [];

  if (shared.isError)
    return (
      <LoadErrorState
        error={shared.error}
        title={t('admin.shared.loadError')}
        onRetry={() => void shared.refetch()}
      />
    );
  if (shared.isPending)
    return (
      <Stack gap="md" aria-hidden>
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Stack>
    );
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.shared.empty')}
      </Text>
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.shared.count', { count: shared.data.total })}
      </Text>
      {items.map((item) => (
        <Card key={item.message_id} withBorder radius="md" padding="md" component="article">
          <Stack gap="sm">
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="xs" c="dimmed">
                {formatDate(item.created_at, true)}
              </Text>
              <Group gap={6}>
                <Badge variant="light" color={item.rating === 'up' ? 'teal' : 'red'} tt="none">
                  {t(`admin.feedback.${item.rating}`)}
                  {item.reason === null ? '' : ` · ${t(`feedback.reasons.${item.reason}`)}`}
                </Badge>
                {item.mode === null ? null : (
                  <Badge variant="outline" color="gray" tt="none">
                    {t(`admin.modes.${item.mode}`)}
                  </Badge>
                )}
              </Group>
            </Group>
            <Title order={3} size="h6">
              {t('admin.shared.question')}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.question}
            </Text>
            <Title order={3} size="h6">
              {t('admin.shared.answer')}
            </Title>
            <SafeMarkdown
              text={item.answer}
              sources={item.sources}
              extraPaths={assistantPagePaths}
            />
            {item.sources.length > 0 ? <CitationChips sources={item.sources} /> : null}
            {item.comment === null ? null : (
              <Text size="sm" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
                {item.comment}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
      <ListPagination
        page={page}
        pageSize={pageSize}
        total={shared.data.total}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Stack>
  );
}

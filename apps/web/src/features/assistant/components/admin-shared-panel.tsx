import { useState } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state';
import { PagedList } from '../../../components/paged-list';
import { useFormatDate } from '../../../lib/format-date';
import { useAssistantShared } from '../api';
import { SafeMarkdown } from '../safe-markdown';
import { assistantPagePaths } from '@campus/contracts';
import { CitationChips } from './citation-chips';

/** The exchanges people chose to share with the team: question, answer, sources and rating. */
export function AdminSharedPanel() {
  const { t } = useTranslation('assistant');
  const formatDate = useFormatDate();
  const [params, setParams] = useState({ page: 1, page_size: 10 });
  const shared = useAssistantShared(params);

  return (
    <PagedList
      query={shared}
      params={params}
      update={(patch) => {
        setParams((current) => ({ ...current, ...patch }));
      }}
      loadFailed={t('admin.shared.loadError')}
      empty={
        <Text size="sm" c="dimmed">
          {t('admin.shared.empty')}
        </Text>
      }
    >
      {(data) =>
        data === undefined ? (
          <LoadingState heights={[140, 140]} />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('admin.shared.count', { count: data.total })}
            </Text>
            {data.items.map((item) => (
              <Card key={item.message_id} withBorder radius="md" padding="md" component="article">
                <Stack gap="sm">
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {formatDate(item.created_at, true)}
                    </Text>
                    <Group gap={6}>
                      <Badge
                        variant="light"
                        color={item.rating === 'up' ? 'teal' : 'red'}
                        tt="none"
                      >
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
          </Stack>
        )
      }
    </PagedList>
  );
}

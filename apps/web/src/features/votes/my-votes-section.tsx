import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
import { useFormatDate } from '../../lib/format-date';
import { useMyVotes, type PageParams } from './api/votes-api';
import { ProposalsList } from './components/proposals-list';

/** "My votes" for the signed-in person's space: their proposals with status and the votes cast. */
export function MyVotesSection() {
  const { t } = useTranslation('votes');
  const formatDate = useFormatDate();
  const [params, setParams] = useState<PageParams>({ page: 1, page_size: 10 });
  const mine = useMyVotes(params);
  const data = mine.data;
  const longest = Math.max(data?.proposals.total ?? 0, data?.votes.total ?? 0);

  return (
    <Stack component="section" aria-labelledby="my-votes" gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-votes">
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
        <Skeleton height={96} radius="md" />
      ) : (
        <>
          <Title order={3} size="h5">
            {t('mine.proposals')}
          </Title>
          {data.proposals.total === 0 ? (
            <Text size="sm">{t('mine.noProposals')}</Text>
          ) : (
            <ProposalsList proposals={data.proposals.items} />
          )}
          <Title order={3} size="h5">
            {t('mine.votes')}
          </Title>
          {data.votes.total === 0 ? (
            <Text size="sm">{t('mine.noVotes')}</Text>
          ) : (
            <Stack gap="xs">
              {data.votes.items.map((vote) => (
                <Paper key={vote.question_id} withBorder radius="md" p="sm">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {vote.title}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('mine.votedFor', {
                      label: vote.option_label,
                      date: formatDate(vote.created_at),
                    })}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
          {longest > params.page_size ? (
            <ListPagination
              page={params.page}
              pageSize={params.page_size}
              total={longest}
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
      <Group gap="xs">
        <Button component={Link} to="/admin/vote/all" variant="default" size="xs">
          {t('mine.seeVotes')}
        </Button>
        <Button component={Link} to="/vote/question/add" variant="subtle" size="xs">
          {t('list.propose')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MySpaceSection, useSectionPaging } from '../../components/my-space-section';
import { useFormatDate } from '../../lib/format-date';
import { useMyVotes } from './api';
import { ProposalsList } from './components/proposals-list';

/** "My votes" for the signed-in person's space: their proposals with status and the votes cast. */
export function MyVotesSection() {
  const { t } = useTranslation('votes');
  const formatDate = useFormatDate();
  const { params, paging } = useSectionPaging();
  const mine = useMyVotes(params);

  return (
    <MySpaceSection
      id="my-votes"
      title={t('mine.title')}
      lead={t('mine.lead')}
      loadFailed={t('mine.loadFailed')}
      query={mine}
      paging={{
        ...paging,
        // Both lists turn the page together: as many pages as the longer one has.
        total: (data) => Math.max(data.proposals.total, data.votes.total),
        hideWhenOnePage: true,
      }}
      footer={
        <Group gap="xs">
          <Button component={Link} to="/admin/vote/all" variant="default" size="xs">
            {t('mine.seeVotes')}
          </Button>
          <Button component={Link} to="/vote/question/add" variant="subtle" size="xs">
            {t('list.propose')}
          </Button>
        </Group>
      }
    >
      {(data) => (
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
        </>
      )}
    </MySpaceSection>
  );
}

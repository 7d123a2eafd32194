import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessage, IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MySpaceEmpty, MySpaceSection, useSectionPaging } from '../../components/my-space-section';
import { useFormatDate } from '../../lib/format-date';
import { usePoolQuestions } from './api';
import { PoolQuestionBadges } from './components/status-badges';
import { useQuestionsViewer } from './language';

/**
 * "My questions" for the signed-in person's space: their pool questions with
 * status and replies; anonymous ones are marked (only they see them here).
 */
export function MyQuestionsSection() {
  const { t } = useTranslation('questions');
  const formatDate = useFormatDate();
  const { viewer, ready } = useQuestionsViewer();
  const { params, paging } = useSectionPaging();
  const signedIn = ready && viewer !== 'guest';
  const questions = usePoolQuestions(viewer, { mine: true, ...params }, signedIn);
  if (!signedIn) return null;

  return (
    <MySpaceSection
      id="my-questions"
      title={t('mine.title')}
      lead={t('mine.lead')}
      loadFailed={t('mine.loadFailed')}
      query={questions}
      skeletonHeight={72}
      empty={
        <MySpaceEmpty
          icon={<IconMessageQuestion size={28} aria-hidden />}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
        >
          <Button component={Link} to="/questions" variant="default">
            {t('mine.toPool')}
          </Button>
        </MySpaceEmpty>
      }
      paging={paging}
    >
      {(data) => (
        <Stack gap="sm">
          {data.items.map((question) => (
            <Card key={question.question_id} withBorder radius="md" padding="md">
              <Stack gap={6}>
                <PoolQuestionBadges status={question.status} anonymous={question.is_anonymous} />
                <Anchor
                  component={Link}
                  to={`/questions?thread=${question.question_id}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {question.title}
                </Anchor>
                <Group gap="md" wrap="wrap">
                  <Group gap={4} wrap="nowrap">
                    <IconMessage size={16} aria-hidden />
                    <Text size="sm">{t('pool.replyCount', { count: question.reply_count })}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatDate(question.created_at)}
                  </Text>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </MySpaceSection>
  );
}

import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QbOpenQuizzes } from '@campus/contracts';
import { MySpaceCard, MySpaceEmpty, MySpaceSection } from '../../components/my-space-section';
import { useOpenQuizzes } from './api';
import { pick, useIsTurkish } from './quiz-text';

function isEmpty(data: QbOpenQuizzes): boolean {
  return data.bundles.length === 0 && data.quizzes.length === 0;
}

/**
 * "My quizzes" for the signed-in person's space: the open bundles and quizzes
 * with how far they got in each, and links to take them.
 */
export function MyQuizzesSection() {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  const open = useOpenQuizzes();

  return (
    <MySpaceSection
      id="my-quizzes"
      title={t('mine.title')}
      lead={t('mine.lead')}
      loadFailed={t('loadFailed')}
      query={open}
      skeletonHeight={72}
      isEmpty={isEmpty}
      empty={
        <MySpaceEmpty
          icon={<IconListCheck size={28} aria-hidden />}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
        />
      }
    >
      {(data) => (
        <Stack gap="sm">
          {data.bundles.map((bundle) => {
            const title = pick(turkish, bundle.title_en, bundle.title_tr);
            const done = bundle.quiz_count > 0 && bundle.completed_count === bundle.quiz_count;
            return (
              <MySpaceCard key={bundle.bundle_id} label={title}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {title}
                      </Text>
                      <Badge variant="light">{t('mine.bundle')}</Badge>
                      {done ? (
                        <Badge color="teal" variant="light">
                          {t('bundle.completed')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('mine.quizzesDone', {
                        completed: String(bundle.completed_count),
                        total: String(bundle.quiz_count),
                      })}
                    </Text>
                  </Stack>
                  <Button
                    component={Link}
                    to={`/bundle/${bundle.bundle_id}`}
                    variant="default"
                    size="xs"
                    aria-label={`${done ? t('mine.see') : t('mine.open')}: ${title}`}
                  >
                    {done ? t('mine.see') : t('mine.open')}
                  </Button>
                </Group>
              </MySpaceCard>
            );
          })}
          {data.quizzes.map((quiz) => {
            const title = pick(turkish, quiz.title_en, quiz.title_tr);
            const done = quiz.completed_at !== null;
            return (
              <MySpaceCard key={quiz.quiz_id} label={title}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {title}
                      </Text>
                      {done ? (
                        <Badge color="teal" variant="light">
                          {t('bundle.completed')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('bundle.answered', {
                        answered: String(quiz.answered_count),
                        total: String(quiz.question_count),
                      })}
                    </Text>
                  </Stack>
                  <Button
                    component={Link}
                    to={`/quiz/${quiz.quiz_id}`}
                    variant="default"
                    size="xs"
                    aria-label={`${done ? t('mine.see') : t('mine.open')}: ${title}`}
                  >
                    {done ? t('mine.see') : t('mine.open')}
                  </Button>
                </Group>
              </MySpaceCard>
            );
          })}
        </Stack>
      )}
    </MySpaceSection>
  );
}

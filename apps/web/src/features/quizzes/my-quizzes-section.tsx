import { Badge, Button, Stack } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QbOpenQuizzes } from '@campus/contracts';
import { MySpaceEmpty, MySpaceItem, MySpaceSection } from '../../components/my-space-section';
import { useOpenQuizzes } from './api';
import { QuizItemTitle } from './components/quiz-item-title';
import { pick, useIsTurkish } from './quiz-text';

function isEmpty(data: QbOpenQuizzes): boolean {
  return data.bundles.length === 0 && data.quizzes.length === 0;
}

interface OpenItemProps {
  title: string;
  isBundle?: boolean;
  done: boolean;
  /** How far the person got, as a sentence. */
  progress: string;
  to: string;
}

/** One open bundle or quiz: its title, how far the person got, and a link to take it. */
function OpenItem({ title, isBundle = false, done, progress, to }: OpenItemProps) {
  const { t } = useTranslation('quizzes');
  const action = done ? t('mine.see') : t('mine.open');
  return (
    <MySpaceItem
      label={title}
      title={
        <QuizItemTitle title={title} done={done}>
          {isBundle ? <Badge variant="light">{t('mine.bundle')}</Badge> : null}
        </QuizItemTitle>
      }
      line={progress}
      side={
        <Button
          component={Link}
          to={to}
          variant="default"
          size="xs"
          aria-label={`${action}: ${title}`}
        >
          {action}
        </Button>
      }
    />
  );
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
          {data.bundles.map((bundle) => (
            <OpenItem
              key={bundle.bundle_id}
              title={pick(turkish, bundle.title_en, bundle.title_tr)}
              isBundle
              done={bundle.quiz_count > 0 && bundle.completed_count === bundle.quiz_count}
              progress={t('mine.quizzesDone', {
                completed: String(bundle.completed_count),
                total: String(bundle.quiz_count),
              })}
              to={`/bundle/${bundle.bundle_id}`}
            />
          ))}
          {data.quizzes.map((quiz) => (
            <OpenItem
              key={quiz.quiz_id}
              title={pick(turkish, quiz.title_en, quiz.title_tr)}
              done={quiz.completed_at !== null}
              progress={t('bundle.answered', {
                answered: String(quiz.answered_count),
                total: String(quiz.question_count),
              })}
              to={`/quiz/${quiz.quiz_id}`}
            />
          ))}
        </Stack>
      )}
    </MySpaceSection>
  );
}

import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadErrorState } from '../../components/load-error-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { statusOf } from '../../lib/problem-error';
import { useTakeBundle } from './api';
import { BundleOverview, nextUnfinished } from './components/bundle-overview';
import { Loading, NotOpen, QuizFlow } from './components/quiz-flow';
import { pick, useIsTurkish } from './quiz-text';

/**
 * `/bundle/:bundle_id` (signed in): a bundle's quizzes in order with my
 * progress; the next unfinished quiz opens inline (`?quiz=` keeps it on reload).
 */
export function BundleTakePage() {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  const bundleId = useParams().bundle_id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const bundle = useTakeBundle(bundleId);
  const openQuizId = searchParams.get('quiz');
  useDocumentTitle(
    bundle.data === undefined
      ? t('bundleTitle')
      : pick(turkish, bundle.data.title_en, bundle.data.title_tr),
  );

  function open(quizId: string | null) {
    setSearchParams(quizId === null ? {} : { quiz: quizId });
  }

  function body() {
    if (bundle.isError && bundle.data === undefined) {
      const status = statusOf(bundle.error);
      if (status === 404 || status === 400) return <NotOpen message={t('notFound.bundle')} />;
      return <LoadErrorState title={t('loadFailed')} query={bundle} />;
    }
    if (bundle.data === undefined) return <Loading />;
    const data = bundle.data;
    const opened = data.quizzes.some((quiz) => quiz.quiz_id === openQuizId) ? openQuizId : null;
    const next = nextUnfinished(data, openQuizId);
    return (
      <BundleOverview bundle={data} titleOrder={1} openQuizId={opened} onOpen={open}>
        {opened === null ? null : (
          <QuizFlow
            key={opened}
            quizId={opened}
            bundleId={data.bundle_id}
            titleOrder={2}
            afterSummary={
              <Button
                onClick={() => {
                  open(next?.quiz_id ?? null);
                }}
              >
                {next === undefined
                  ? t('bundle.backToBundle')
                  : t('bundle.nextQuiz', { title: pick(turkish, next.title_en, next.title_tr) })}
              </Button>
            }
          />
        )}
      </BundleOverview>
    );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {body()}
    </Container>
  );
}

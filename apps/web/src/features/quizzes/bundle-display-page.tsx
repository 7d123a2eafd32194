import { Alert, Select, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadErrorState } from '../../components/load-error-state';
import { PageFrame } from '../../components/page-frames/page-frame';
import { useAdminBundles, useBundleOfQuestion, useBundlePreview } from './api';
import { BundleOverview } from './components/bundle-overview';
import { Loading, PreviewQuizFlow } from './components/quiz-flow';
import { pick, useIsTurkish } from './quiz-text';

/**
 * `/admin/qb/bundle/display/:question_id?` (admins): a bundle of any status
 * exactly as users see it (`?bundle=`), opened at the given question; the
 * answers are kept in memory only.
 */
export function BundleDisplayPage() {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  const questionId = useParams().question_id ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('bundle');
  const bundles = useAdminBundles();
  const found = useBundleOfQuestion(chosen === null ? questionId : null, bundles.data);
  const bundleId = chosen ?? found.data?.bundle_id ?? null;
  const preview = useBundlePreview(bundleId);
  const quizParam = searchParams.get('quiz');

  const questionQuiz =
    questionId === null
      ? undefined
      : preview.data?.quizzes.find((quiz) =>
          quiz.questions.some((question) => question.question_id === questionId),
        );
  const openQuizId = quizParam ?? questionQuiz?.quiz_id ?? null;
  const openQuiz = preview.data?.quizzes.find((quiz) => quiz.quiz_id === openQuizId);

  function choose(next: string | null, quiz: string | null = null) {
    const params: Record<string, string> = {};
    const target = next ?? bundleId;
    if (target !== null) params.bundle = target;
    if (quiz !== null) params.quiz = quiz;
    setSearchParams(params);
  }

  function body() {
    if (bundleId === null) {
      if (questionId !== null && chosen === null && found.data?.bundle_id === null) {
        return (
          <Alert color="blue" variant="light">
            {t('display.inNoBundle')}
          </Alert>
        );
      }
      if (questionId !== null && (found.isPending || bundles.isPending) && !found.isError) {
        return <Loading />;
      }
      if (found.isError) {
        return <LoadErrorState title={t('loadFailed')} query={found} />;
      }
      return <Text c="dimmed">{t('display.choose')}</Text>;
    }
    if (preview.isError && preview.data === undefined) {
      return <LoadErrorState title={t('loadFailed')} query={preview} />;
    }
    if (preview.data === undefined) return <Loading />;
    return (
      <BundleOverview
        bundle={preview.data.bundle}
        titleOrder={2}
        openQuizId={openQuiz === undefined ? null : openQuiz.quiz_id}
        onOpen={(quizId) => {
          choose(bundleId, quizId);
        }}
      >
        {openQuiz === undefined ? null : (
          <PreviewQuizFlow
            key={openQuiz.quiz_id}
            quiz={openQuiz}
            startQuestionId={openQuiz.quiz_id === questionQuiz?.quiz_id ? questionId : null}
            titleOrder={3}
          />
        )}
      </BundleOverview>
    );
  }

  return (
    <PageFrame title={t('display.title')} lead={t('display.lead')}>
      <Stack gap="lg">
        {bundles.isError ? (
          <LoadErrorState title={t('display.bundlesFailed')} query={bundles} />
        ) : (
          <Select
            label={t('display.bundle')}
            placeholder={t('display.pick')}
            searchable
            maw={480}
            data={(bundles.data?.items ?? []).map((bundle) => ({
              value: bundle.bundle_id,
              label: `${pick(turkish, bundle.title_en, bundle.title_tr)} (${t(`display.status.${bundle.status}`)})`,
            }))}
            value={bundleId}
            onChange={(value) => {
              if (value !== null) choose(value);
            }}
            nothingFoundMessage={t('display.noBundles')}
          />
        )}
        <Alert color="yellow" variant="light" icon={<IconEye size={20} aria-hidden />}>
          {t('preview.notice')}
        </Alert>
        {body()}
      </Stack>
    </PageFrame>
  );
}

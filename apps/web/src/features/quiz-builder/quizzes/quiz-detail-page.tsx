import { Anchor, Badge, Button, DataList, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QbQuiz, QbQuizQuestion } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDownloadQuizFile, useQuiz, useRemoveQuiz, type QuizDownload } from '../api';
import { QbDeleteButton } from '../components/qb-delete-button';
import { DetailCard, DetailField } from '../../../components/detail-card';
import { QbDetailHeading } from '../components/qb-detail-parts';
import { useQbIdParam } from '../components/qb-id';
import { QbLoaded, QbPage } from '../components/qb-page';
import { QbTitleFacts } from '../components/qb-title-fields';
import { qbText, useQbLang } from '../components/qb-text';
import { QbStatusBadge } from './quiz-badges';
import { QuizAnalysisSection } from './quiz-analysis';

function KeyOf({ entry, knowledge }: { entry: QbQuizQuestion; knowledge: boolean }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  if (!knowledge) return null;
  if (entry.correct_option_ids.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {entry.question.type === 'scale' || entry.question.type === 'short_text'
          ? t('form.notScored')
          : t('detail.noKey')}
      </Text>
    );
  }
  const names = entry.correct_option_ids.map((optionId) => {
    const option = entry.question.options.find((item) => item.option_id === optionId);
    return option === undefined ? optionId : qbText(option, 'shown', lang);
  });
  return (
    <Text size="sm">
      <Text span fw={600}>
        {entry.question.type === 'ranking' ? t('detail.correctOrder') : t('detail.correct')}
      </Text>{' '}
      {names.join(entry.question.type === 'ranking' ? ' → ' : ', ')}
    </Text>
  );
}

function QuizDetail({ quiz }: { quiz: QbQuiz }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const download = useDownloadQuizFile();
  const remove = useRemoveQuiz();
  const title = qbText(quiz, 'title', lang);
  const knowledge = quiz.purpose === 'knowledge';
  const questions = [...quiz.questions].sort((a, b) => a.position - b.position);
  const first = questions[0];

  function downloadFile(kind: QuizDownload) {
    download.mutate(
      { quizId: quiz.quiz_id, kind },
      {
        onSuccess: (fileName) => {
          notifications.show({ color: 'green', message: t('detail.downloaded', { fileName }) });
        },
      },
    );
  }

  const downloadButton = (kind: QuizDownload, label: string) => (
    <Button
      variant="default"
      loading={download.isPending && download.variables.kind === kind}
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => {
        downloadFile(kind);
      }}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="lg">
      <QbDetailHeading title={title}>
        <QbStatusBadge status={quiz.status} />
        <Badge variant="outline">{t(`purposes.${quiz.purpose}`)}</Badge>
      </QbDetailHeading>

      <Group gap="sm">
        <Button
          component={Link}
          to={`/admin/qb/quizzes/edit/${quiz.quiz_id}`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('detail.edit')}
        </Button>
        {first === undefined ? null : (
          <Button
            component={Link}
            variant="light"
            to={`/admin/qb/bundle/display/${first.question.question_id}`}
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t('detail.preview')}
          </Button>
        )}
        <QbDeleteButton
          label={t('detail.delete')}
          title={t('detail.deleteTitle')}
          body={t('detail.deleteBody', { title })}
          done={t('detail.deleted', { title })}
          listPath="/admin/qb/quizzes"
          deletion={remove}
          onConfirm={(onDeleted) => {
            remove.mutate({ params: { quiz_id: quiz.quiz_id } }, { onSuccess: onDeleted });
          }}
        />
      </Group>
      <Group gap="sm">
        {downloadButton('responses.csv', t('detail.exportCsv'))}
        {downloadButton('responses.json', t('detail.exportJson'))}
        {downloadButton('export', t('detail.exportQuiz'))}
      </Group>
      {download.isError ? <ErrorAlert>{errorMessage(download.error)}</ErrorAlert> : null}

      <DetailCard id="quiz-fields" title={t('detail.fields')}>
        <DataList orientation="horizontal" labelWidth={180}>
          <QbTitleFacts thing={quiz} />
          <DetailField label={t('fields.purpose')}>{t(`purposes.${quiz.purpose}`)}</DetailField>
          <DetailField label={t('fields.status')}>{t(`statuses.${quiz.status}`)}</DetailField>
          {knowledge ? (
            <DetailField label={t('fields.passScore')}>
              {t('detail.passScoreOf', {
                score: quiz.pass_score ?? '–',
                max: quiz.max_score,
              })}
            </DetailField>
          ) : null}
          <DetailField label={t('detail.published')}>
            {quiz.published_at === null ? '–' : formatDate(quiz.published_at, true)}
          </DetailField>
          <DetailField label={t('detail.created')}>{formatDate(quiz.created_at, true)}</DetailField>
          <DetailField label={t('detail.updated')}>{formatDate(quiz.updated_at, true)}</DetailField>
        </DataList>
      </DetailCard>

      <DetailCard id="quiz-questions" title={t('form.questionsTitle', { count: questions.length })}>
        {questions.length === 0 ? (
          <Text c="dimmed">{t('form.noQuestions')}</Text>
        ) : (
          <Stack component="ol" gap="sm" m={0} p={0}>
            {questions.map((entry, index) => (
              <Stack
                component="li"
                key={entry.question.question_id}
                gap={4}
                style={{ listStyle: 'none' }}
              >
                <Anchor
                  component={Link}
                  to={`/admin/qb/questions/one/main/${entry.question.question_id}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {index + 1}. {qbText(entry.question, 'rendered', lang)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(`types.${entry.question.type}`)}
                  {/* Points count only where answers are scored. */}
                  {knowledge ? ` · ${t('detail.points', { count: entry.points })}` : null}
                </Text>
                <KeyOf entry={entry} knowledge={knowledge} />
              </Stack>
            ))}
          </Stack>
        )}
      </DetailCard>

      <DetailCard id="quiz-bundles" title={t('detail.bundles')}>
        {quiz.bundles.length === 0 ? (
          <Text c="dimmed">{t('detail.noBundles')}</Text>
        ) : (
          <List>
            {quiz.bundles.map((bundle) => (
              <List.Item key={bundle.bundle_id}>
                <Anchor component={Link} to={`/admin/qb/bundles/one/main/${bundle.bundle_id}`}>
                  {qbText(bundle, 'title', lang)}
                </Anchor>{' '}
                <QbStatusBadge status={bundle.status} />
              </List.Item>
            ))}
          </List>
        )}
      </DetailCard>

      <QuizAnalysisSection quizId={quiz.quiz_id} />
    </Stack>
  );
}

/** `/admin/qb/quizzes/one/main/:quiz_id`: the quiz, its questions and keys, bundles and analysis. */
export function QuizDetailPage() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const quizId = useQbIdParam('quiz_id');
  const quiz = useQuiz(quizId);
  useDocumentTitle(quiz.data === undefined ? t('detail.title') : qbText(quiz.data, 'title', lang));

  return (
    <QbPage backTo="/admin/qb/quizzes" backLabel={t('detail.backToList')}>
      <QbLoaded
        validId={quizId !== undefined}
        query={quiz}
        invalidId={t('detail.invalidId')}
        loadFailed={t('detail.loadFailed')}
        loading={<LoadingState heights={[48, 280]} firstWidth="60%" />}
      >
        {(data) => <QuizDetail quiz={data} />}
      </QbLoaded>
    </QbPage>
  );
}

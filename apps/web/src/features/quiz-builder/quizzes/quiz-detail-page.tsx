import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  DataList,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { QbQuiz, QbQuizQuestion } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadErrorState } from '../../../components/load-error-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDownloadQuizFile, useQuiz, useRemoveQuiz, type QuizDownload } from '../api';
import { BackLink } from '../../../components/page-frames/back-link';
import { DeleteModal } from '../../../components/page-frames/delete-modal';
import { useQbIdParam } from '../components/qb-id';
import { qbText, useQbLang } from '../components/qb-text';
import { QbStatusBadge } from './quiz-badges';
import { QuizAnalysisSection } from './quiz-analysis';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

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
  const navigate = useNavigate();
  const download = useDownloadQuizFile();
  const remove = useRemoveQuiz();
  const [deleting, setDeleting] = useState(false);
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
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Group gap="xs">
          <QbStatusBadge status={quiz.status} />
          <Badge variant="outline">{t(`purposes.${quiz.purpose}`)}</Badge>
        </Group>
      </Stack>

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
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => {
            remove.reset();
            setDeleting(true);
          }}
        >
          {t('detail.delete')}
        </Button>
      </Group>
      <Group gap="sm">
        {downloadButton('responses.csv', t('detail.exportCsv'))}
        {downloadButton('responses.json', t('detail.exportJson'))}
        {downloadButton('export', t('detail.exportQuiz'))}
      </Group>
      {download.isError ? <ErrorAlert>{errorMessage(download.error)}</ErrorAlert> : null}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="quiz-fields">
        <Title order={2} size="h4" id="quiz-fields" mb="md">
          {t('detail.fields')}
        </Title>
        <DataList orientation="horizontal" labelWidth={180}>
          <Field label={t('fields.titleEn')}>{quiz.title_en}</Field>
          <Field label={t('fields.titleTr')}>{quiz.title_tr}</Field>
          <Field label={t('fields.descriptionEn')}>{quiz.description_en || '–'}</Field>
          <Field label={t('fields.descriptionTr')}>{quiz.description_tr || '–'}</Field>
          <Field label={t('fields.purpose')}>{t(`purposes.${quiz.purpose}`)}</Field>
          <Field label={t('fields.status')}>{t(`statuses.${quiz.status}`)}</Field>
          {knowledge ? (
            <Field label={t('fields.passScore')}>
              {t('detail.passScoreOf', {
                score: quiz.pass_score ?? '–',
                max: quiz.max_score,
              })}
            </Field>
          ) : null}
          <Field label={t('detail.published')}>
            {quiz.published_at === null ? '–' : formatDate(quiz.published_at, true)}
          </Field>
          <Field label={t('detail.created')}>{formatDate(quiz.created_at, true)}</Field>
          <Field label={t('detail.updated')}>{formatDate(quiz.updated_at, true)}</Field>
        </DataList>
      </Card>

      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="quiz-questions"
      >
        <Title order={2} size="h4" id="quiz-questions" mb="md">
          {t('form.questionsTitle', { count: questions.length })}
        </Title>
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
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="quiz-bundles">
        <Title order={2} size="h4" id="quiz-bundles" mb="md">
          {t('detail.bundles')}
        </Title>
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
      </Card>

      <QuizAnalysisSection quizId={quiz.quiz_id} />

      <DeleteModal
        opened={deleting}
        onClose={() => {
          setDeleting(false);
        }}
        title={t('detail.deleteTitle')}
        body={t('detail.deleteBody', { title })}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          remove.mutate(
            { params: { quiz_id: quiz.quiz_id } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('detail.deleted', { title }) });
                void navigate('/admin/qb/quizzes');
              },
            },
          );
        }}
      />
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
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink to="/admin/qb/quizzes" label={t('detail.backToList')} />
        {quizId === undefined ? (
          <ErrorAlert>{t('detail.invalidId')}</ErrorAlert>
        ) : quiz.isPending ? (
          <Stack gap="md">
            <Skeleton height={48} width="60%" />
            <Skeleton height={280} />
          </Stack>
        ) : quiz.isError ? (
          <LoadErrorState
            title={t('detail.loadFailed')}
            error={quiz.error}
            onRetry={() => {
              void quiz.refetch();
            }}
          />
        ) : (
          <QuizDetail quiz={quiz.data} />
        )}
      </Stack>
    </Container>
  );
}

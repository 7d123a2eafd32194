import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  qbQuestionListQuerySchema,
  qbQuestionStatuses,
  qbQuestionTypes,
  type QbQuestion,
  type QbQuestionStatus,
} from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { StatusBadge } from '../../../components/status-badge';
import { useFormatDate } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useMatter, useQuestion, useQuestions, useRemoveQuestion } from '../api';
import { DetailPageFrame } from '../../../components/page-frames/detail-page-frame';
import { DetailCard, DetailField } from '../../../components/detail-card';
import { QbBothLanguages, QbFactsCard } from '../components/qb-detail-parts';
import { useQbIdParam } from '../components/qb-id';
import { QbLibraryEdit } from '../components/qb-library-form';
import { useQbListFrame } from '../components/qb-list-frame';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { QbNameCell } from '../components/qb-name-cell';
import { QbSearchSelect } from '../components/qb-search-select';
import { FilterSelect } from '../../../components/list-filters';
import { qbLangs, qbText, useQbLang } from '../components/qb-text';
import type { QbSectionProps } from '../quiz-builder-page';
import { QuestionForm } from './question-form';
import {
  questionDetailPath,
  questionEditPath,
  questionPreviewPath,
  questionsListPath,
} from './question-paths';

/** A question's status as a coloured badge. */
export function QuestionStatusBadge({ status }: { status: QbQuestionStatus }) {
  const { t } = useTranslation('quiz-builder');
  return <StatusBadge status={status} label={t(`questions.statuses.${status}`)} />;
}

function QuestionsList() {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const listState = useListState(qbQuestionListQuerySchema);
  const { params, update } = listState;
  const list = useQuestions(params);
  const filterMatter = useMatter(params.matter_id);
  const data = list.data;
  const frame = useQbListFrame({
    list,
    ...listState,
    searchPlaceholder: t('questions.searchPlaceholder'),
    isFiltered:
      Boolean(params.q) ||
      params.type !== undefined ||
      params.status !== undefined ||
      params.matter_id !== undefined,
    emptyTitle: t('questions.emptyTitle'),
    emptyHint: t('questions.emptyHint'),
  });
  return (
    <ListPageFrame
      title={t('questions.title')}
      description={t('questions.lead')}
      addLabel={t('questions.add')}
      addTo={`${questionsListPath}/add`}
      {...frame}
      filters={
        <>
          <FilterSelect
            label={t('questions.fields.type')}
            allLabel={t('shared.all')}
            options={qbQuestionTypes.map((type) => ({
              value: type,
              label: t(`questions.types.${type}`),
            }))}
            value={params.type}
            onChange={(type) => {
              update({ type, page: 1 });
            }}
          />
          <FilterSelect
            label={t('questions.fields.status')}
            allLabel={t('shared.all')}
            options={qbQuestionStatuses.map((status) => ({
              value: status,
              label: t(`questions.statuses.${status}`),
            }))}
            value={params.status}
            onChange={(status) => {
              update({ status, page: 1 });
            }}
          />
          <QbSearchSelect
            entity="matter"
            idOf={(item) => item.matter_id}
            labelOf={(item) => qbText(item, 'name', lang)}
            label={t('questions.filterMatter')}
            placeholder={t('shared.all')}
            value={params.matter_id ?? null}
            valueLabel={
              filterMatter.data === undefined ? undefined : qbText(filterMatter.data, 'name', lang)
            }
            onChange={(id) => {
              update({ matter_id: id ?? undefined, page: 1 });
            }}
          />
        </>
      }
    >
      <ListTable
        caption={t('questions.caption', { count: data?.total ?? 0 })}
        columns={[
          t('questions.fields.question'),
          t('questions.fields.type'),
          t('questions.fields.status'),
          t('questions.fields.importance'),
          t('questions.fields.version'),
          t('questions.fields.responses'),
          t('questions.fields.quizzes'),
          t('shared.updated'),
        ]}
        minWidth={960}
        loading={data === undefined}
        loadingRows={5}
      >
        {data?.items.map((question) => (
          <Table.Tr key={question.question_id}>
            <Table.Td>
              <QbNameCell
                to={questionDetailPath(question.question_id)}
                texts={{ en: question.rendered_en, tr: question.rendered_tr }}
                lang={lang}
              />
            </Table.Td>
            <Table.Td>{t(`questions.types.${question.type}`)}</Table.Td>
            <Table.Td>
              <QuestionStatusBadge status={question.status} />
            </Table.Td>
            <Table.Td>{question.importance}</Table.Td>
            <Table.Td>{question.current_version}</Table.Td>
            <Table.Td>{question.response_count}</Table.Td>
            <Table.Td>{question.quiz_count}</Table.Td>
            <Table.Td>{formatDate(question.updated_at)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </ListPageFrame>
  );
}

function newVersionOf(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const version: unknown = Reflect.get(state, 'newVersion');
  return typeof version === 'number' ? version : undefined;
}

function QuestionDetail() {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const location = useLocation();
  const newVersion = newVersionOf(location.state);
  const id = useQbIdParam('question_id');
  const query = useQuestion(id);
  const remove = useRemoveQuestion();
  return (
    <DetailPageFrame<QbQuestion>
      backTo={questionsListPath}
      backLabel={t('questions.back')}
      fallbackTitle={t('questions.detailTitle')}
      validId={id !== undefined}
      query={query}
      title={(question) => qbText(question, 'rendered', lang)}
      subtitle={(question) => (
        <Group gap="xs">
          <Badge variant="outline">{t(`questions.types.${question.type}`)}</Badge>
          <QuestionStatusBadge status={question.status} />
        </Group>
      )}
      editTo={id === undefined ? undefined : questionEditPath(id)}
      remove={(question) => ({
        title: t('questions.deleteTitle'),
        body: t('shared.deleteBody', { name: qbText(question, 'rendered', lang) }),
        done: t('shared.deleted'),
        run: () => remove.mutateAsync({ params: { question_id: question.question_id } }),
      })}
      actions={(question) => (
        <Button
          component={Link}
          to={questionPreviewPath(question.question_id)}
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('questions.preview')}
        </Button>
      )}
    >
      {(question) => (
        <>
          {newVersion === undefined ? null : (
            <Alert variant="light" color="yellow" icon={<IconInfoCircle size={20} aria-hidden />}>
              {t('questions.newVersion', { version: newVersion })}
            </Alert>
          )}
          <DetailCard id="question-rendered" title={t('questions.rendered')}>
            <Stack gap="md">
              <QbBothLanguages texts={{ en: question.rendered_en, tr: question.rendered_tr }} />
              <Text size="sm" c="dimmed">
                {question.phrase === null ? (
                  t('questions.usesOwnText')
                ) : (
                  <>
                    {t('questions.usesPhrase')}{' '}
                    <Anchor
                      component={Link}
                      to={`/admin/qb/phrases/one/main/${encodeURIComponent(question.phrase.phrase_id)}`}
                      size="sm"
                    >
                      {qbText(question.phrase, 'template', lang)}
                    </Anchor>
                  </>
                )}
              </Text>
            </Stack>
          </DetailCard>
          <DetailCard id="question-options" title={t('questions.fields.options')}>
            {question.options.length === 0 ? (
              <Text size="sm" c="dimmed">
                {question.type === 'scale'
                  ? t('questions.scaleOf', { max: question.scale_max ?? 5 })
                  : t('questions.noOptions')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={480} type="native">
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">#</Table.Th>
                      {qbLangs.map((language) => (
                        <Table.Th key={language} scope="col">
                          {t(`shared.languages.${language}`)}
                        </Table.Th>
                      ))}
                      <Table.Th scope="col">{t('questions.optionValue')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {question.options.map((option, index) => (
                      <Table.Tr key={option.option_id}>
                        <Table.Td>{index + 1}</Table.Td>
                        <Table.Td lang="en">{option.shown_en}</Table.Td>
                        <Table.Td lang="tr">{option.shown_tr}</Table.Td>
                        <Table.Td>{option.value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </DetailCard>
          <QbFactsCard id="question-facts" thing={question} labelWidth={200}>
            <DetailField label={t('questions.fields.matters')}>
              {question.matters.length === 0 ? (
                t('shared.none')
              ) : (
                <Group gap="xs">
                  {question.matters.map((matter) => (
                    <Anchor
                      key={matter.matter_id}
                      component={Link}
                      to={`/admin/qb/matters/one/main/${encodeURIComponent(matter.matter_id)}`}
                      size="sm"
                    >
                      {qbText(matter, 'name', lang)}
                    </Anchor>
                  ))}
                </Group>
              )}
            </DetailField>
            {question.type === 'scale' ? (
              <DetailField label={t('questions.fields.scale')}>
                {t('questions.scaleOf', { max: question.scale_max ?? 5 })}
              </DetailField>
            ) : null}
            <DetailField label={t('questions.fields.importance')}>
              {question.importance}
            </DetailField>
            <DetailField label={t('questions.fields.version')}>
              {question.current_version}
            </DetailField>
            <DetailField label={t('questions.fields.versions')}>
              {question.version_count}
            </DetailField>
            <DetailField label={t('questions.fields.responses')}>
              {question.response_count}
            </DetailField>
            <DetailField label={t('questions.fields.quizzes')}>{question.quiz_count}</DetailField>
          </QbFactsCard>
        </>
      )}
    </DetailPageFrame>
  );
}

function QuestionEdit() {
  const id = useQbIdParam('question_id');
  const query = useQuestion(id);
  return (
    <QbLibraryEdit section="questions" id={id} query={query}>
      {(question) => <QuestionForm key={question.question_id} question={question} />}
    </QbLibraryEdit>
  );
}

/** `/admin/qb/questions…`: the list, add, detail and edit pages of questions. */
export function QuestionsSection({ view }: QbSectionProps) {
  if (view === 'add') return <QuestionForm />;
  if (view === 'detail') return <QuestionDetail />;
  if (view === 'edit') return <QuestionEdit />;
  return <QuestionsList />;
}

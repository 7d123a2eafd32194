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
import { QbBothLanguages, QbFactsCard, QbLanguageRows } from '../components/qb-detail-parts';
import { useQbIdParam } from '../components/qb-id';
import { qbLibrarySection, useQbDetailFrame } from '../components/qb-library-pages';
import { qbLibraryPaths } from '../components/qb-library-paths';
import { useQbListFrame } from '../components/qb-list-frame';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { QbNameCell } from '../components/qb-name-cell';
import { QbSearchSelect } from '../components/qb-search-select';
import { FilterSelect } from '../../../components/list-filters';
import { qbText, useQbLang } from '../components/qb-text';
import { QuestionForm } from './question-form';
import { questionDetailPath, questionPreviewPath } from './question-paths';

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
    section: 'questions',
    list,
    ...listState,
    isFiltered:
      Boolean(params.q) ||
      params.type !== undefined ||
      params.status !== undefined ||
      params.matter_id !== undefined,
  });
  return (
    <ListPageFrame
      {...frame.page}
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
        {...frame.table}
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
  const remove = useRemoveQuestion();
  const frame = useQbDetailFrame<QbQuestion>({
    section: 'questions',
    id,
    query: useQuestion(id),
    nameOf: (question) => qbText(question, 'rendered', lang),
    remove: (question) => remove.mutateAsync({ params: { question_id: question.question_id } }),
  });
  return (
    <DetailPageFrame<QbQuestion>
      {...frame}
      subtitle={(question) => (
        <Group gap="xs">
          <Badge variant="outline">{t(`questions.types.${question.type}`)}</Badge>
          <QuestionStatusBadge status={question.status} />
        </Group>
      )}
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
                      to={qbLibraryPaths('phrases').detail(question.phrase.phrase_id)}
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
            <QbLanguageRows
              rows={question.options}
              keyOf={(option) => option.option_id}
              textsOf={(option) => ({ en: option.shown_en, tr: option.shown_tr })}
              minWidth={480}
              empty={
                question.type === 'scale'
                  ? t('questions.scaleOf', { max: question.scale_max ?? 5 })
                  : t('questions.noOptions')
              }
              last={{ label: t('questions.optionValue'), cell: (option) => option.value }}
            />
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
                      to={qbLibraryPaths('matters').detail(matter.matter_id)}
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

/** `/admin/qb/questions…`: the list, add, detail and edit pages of questions. */
export const QuestionsSection = qbLibrarySection<QbQuestion>({
  section: 'questions',
  idParam: 'question_id',
  useOne: useQuestion,
  List: QuestionsList,
  Detail: QuestionDetail,
  form: (question) => <QuestionForm key={question?.question_id} question={question} />,
});

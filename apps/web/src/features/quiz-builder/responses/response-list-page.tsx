import { Anchor, Checkbox, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defaultPageSize, pageSizes } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useFormatDate } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { useQuizOptions } from '../api/quizzes-api';
import { useResponses, type QbResponseListParams } from '../api/responses-api';
import { isQbId } from '../components/qb-id';
import { QbListFrame } from '../components/qb-list-frame';
import { qbListFrameState } from '../components/qb-list-frame-state';
import { qbText, useQbLang } from '../components/qb-text';
import { answerSummary, HiddenBadge } from './response-answer';

type HiddenFilter = QbResponseListParams['hidden'];
const hiddenFilters: readonly HiddenFilter[] = ['all', 'true', 'false'];

export function readResponseListParams(search: URLSearchParams): QbResponseListParams {
  const hidden = search.get('hidden');
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('page_size'));
  const quizId = search.get('quiz_id');
  const questionId = search.get('question_id');
  return {
    q: search.get('q')?.trim() ?? '',
    quiz_id: isQbId(quizId) ? quizId : '',
    question_id: isQbId(questionId) ? questionId : '',
    text_only: search.get('text_only') === 'true',
    hidden: hiddenFilters.find((filter) => filter === hidden) ?? 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

export function writeResponseListParams(params: QbResponseListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== '') search.set('q', params.q);
  if (params.quiz_id !== '') search.set('quiz_id', params.quiz_id);
  if (params.question_id !== '') search.set('question_id', params.question_id);
  if (params.text_only) search.set('text_only', 'true');
  if (params.hidden !== 'all') search.set('hidden', params.hidden);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}

export const responseDetailPath = (responseId: number) =>
  `/admin/qb/responses/one/main/${String(responseId)}`;

/** `/admin/qb/responses`: every answer, newest first, for moderation and reading. */
export function ResponseListPage() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const { params, update, searchText, changeSearch } = useListParams(
    readResponseListParams,
    writeResponseListParams,
  );
  const responses = useResponses(params);
  const quizzes = useQuizOptions('');
  const data = responses.data;
  const isFiltered =
    params.q !== '' ||
    params.quiz_id !== '' ||
    params.question_id !== '' ||
    params.text_only ||
    params.hidden !== 'all';
  const scaleOf = (value: number, max: number) => t('responses.scaleValue', { value, max });

  return (
    <QbListFrame
      title={t('responses.title')}
      description={t('responses.lead')}
      addLabel={t('responses.add')}
      addTo="/admin/qb/responses/add"
      search={{
        label: t('list.search'),
        placeholder: t('responses.searchPlaceholder'),
        value: searchText,
        onChange: changeSearch,
      }}
      filters={
        <>
          <Select
            label={t('responses.quiz')}
            searchable
            allowDeselect={false}
            value={params.quiz_id === '' ? 'all' : params.quiz_id}
            data={[
              { value: 'all', label: t('responses.allQuizzes') },
              ...(quizzes.data?.items ?? []).map((quiz) => ({
                value: quiz.quiz_id,
                label: qbText(quiz, 'title', lang),
              })),
            ]}
            onChange={(quizId) => {
              if (quizId !== null) {
                update({ quiz_id: quizId === 'all' ? '' : quizId, question_id: '', page: 1 });
              }
            }}
          />
          <Select<HiddenFilter>
            label={t('responses.hiddenFilter')}
            allowDeselect={false}
            value={params.hidden}
            data={hiddenFilters.map((filter) => ({
              value: filter,
              label: t(`responses.hiddenFilters.${filter}`),
            }))}
            onChange={(hidden) => {
              if (hidden !== null) update({ hidden, page: 1 });
            }}
          />
          <Stack justify="flex-end" pb={6}>
            <Checkbox
              label={t('responses.textOnly')}
              checked={params.text_only}
              onChange={(event) => {
                update({ text_only: event.currentTarget.checked, page: 1 });
              }}
            />
            {params.question_id === '' ? null : (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  update({ question_id: '', page: 1 });
                }}
              >
                {t('responses.clearQuestion')}
              </Anchor>
            )}
          </Stack>
        </>
      }
      {...qbListFrameState({
        list: responses,
        params,
        update,
        loadErrorTitle: t('responses.loadFailed'),
        empty: {
          isFiltered,
          title: t('responses.empty'),
          hint: t('responses.emptyHint'),
          filteredTitle: t('responses.emptyFiltered'),
          filteredHint: t('list.emptyFilteredHint'),
        },
      })}
    >
      <ListTable
        caption={t('responses.caption', { count: data?.total ?? 0 })}
        columns={[
          t('responses.who'),
          t('responses.quiz'),
          t('responses.question'),
          t('responses.answer'),
          t('responses.when'),
        ]}
        minWidth={900}
        loading={data === undefined}
        loadingRows={Math.min(params.page_size, 5)}
      >
        {data?.items.map((response) => (
          <Table.Tr key={response.response_id}>
            <Table.Td>
              <Anchor component={Link} to={responseDetailPath(response.response_id)}>
                {response.user?.display_name ?? t('responses.goneUser')}
              </Anchor>
              {response.user === null ? null : (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {response.user.email}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{qbText(response.quiz, 'title', lang)}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {qbText(response.question, 'rendered', lang)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {answerSummary(response, lang, scaleOf)}
                </Text>
                <HiddenBadge hidden={response.is_hidden} />
              </Stack>
            </Table.Td>
            <Table.Td>{formatDate(response.answered_at, true)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </QbListFrame>
  );
}

import { Anchor, Checkbox, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { qbResponseListQuerySchema } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useFormatDate } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useQuizOptions, useResponses } from '../api';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { listPageParts } from '../../../components/page-frames/list-page-parts';
import { qbText, useQbLang } from '../components/qb-text';
import { FilterSelect } from '../../../components/list-filters';
import { answerSummary, HiddenBadge } from './response-answer';

const yesNo = z.enum(['true', 'false']).optional();

/**
 * The response list's state in its URL: the endpoint's query, with `text_only`
 * and `hidden` kept as the words the URL and the call carry.
 */
export const responseListState = qbResponseListQuerySchema.extend({
  text_only: yesNo,
  hidden: yesNo,
});

export const responseDetailPath = (responseId: number) =>
  `/admin/qb/responses/one/main/${String(responseId)}`;

/** `/admin/qb/responses`: every answer, newest first, for moderation and reading. */
export function ResponseListPage() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const { params, update, searchText, changeSearch } = useListState(responseListState);
  const responses = useResponses(params);
  const quizzes = useQuizOptions('');
  const data = responses.data;
  const isFiltered =
    Boolean(params.q) ||
    params.quiz_id !== undefined ||
    params.question_id !== undefined ||
    params.user_id !== undefined ||
    params.text_only === 'true' ||
    params.hidden !== undefined;
  const parts = listPageParts({
    list: responses,
    params,
    update,
    t,
    texts: 'responses',
    isFiltered,
    filteredHintKey: 'list.emptyFilteredHint',
  });
  const scaleOf = (value: number, max: number) => t('responses.scaleValue', { value, max });

  return (
    <ListPageFrame
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
            value={params.quiz_id ?? 'all'}
            data={[
              { value: 'all', label: t('responses.allQuizzes') },
              ...(quizzes.data?.items ?? []).map((quiz) => ({
                value: quiz.quiz_id,
                label: qbText(quiz, 'title', lang),
              })),
            ]}
            onChange={(quizId) => {
              if (quizId !== null) {
                update({
                  quiz_id: quizId === 'all' ? undefined : quizId,
                  question_id: undefined,
                  page: 1,
                });
              }
            }}
          />
          <FilterSelect
            label={t('responses.hiddenFilter')}
            allLabel={t('responses.hiddenFilters.all')}
            options={(['true', 'false'] as const).map((hidden) => ({
              value: hidden,
              label: t(`responses.hiddenFilters.${hidden}`),
            }))}
            value={params.hidden}
            onChange={(hidden) => {
              update({ hidden, page: 1 });
            }}
          />
          <Stack justify="flex-end" pb={6}>
            <Checkbox
              label={t('responses.textOnly')}
              checked={params.text_only === 'true'}
              onChange={(event) => {
                update({ text_only: event.currentTarget.checked ? 'true' : undefined, page: 1 });
              }}
            />
            {params.question_id === undefined ? null : (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  update({ question_id: undefined, page: 1 });
                }}
              >
                {t('responses.clearQuestion')}
              </Anchor>
            )}
          </Stack>
        </>
      }
      {...parts.frame}
    >
      <ListTable
        {...parts.table}
        columns={[
          t('responses.who'),
          t('responses.quiz'),
          t('responses.question'),
          t('responses.answer'),
          t('responses.when'),
        ]}
        minWidth={900}
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
    </ListPageFrame>
  );
}

import { Badge, NumberInput, Select, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { qbLimits, qbOptionListQuerySchema, type QbOption } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useFormatDate } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useOption, useOptions, useRemoveOption } from '../api';
import { DetailPageFrame } from '../../../components/page-frames/detail-page-frame';
import { DetailCard, DetailField } from '../../../components/detail-card';
import { QbBothLanguages, QbFactsCard } from '../components/qb-detail-parts';
import { useQbIdParam } from '../components/qb-id';
import { QbLibraryEdit } from '../components/qb-library-form';
import { qbLibraryPaths } from '../components/qb-library-paths';
import { useQbListFrame } from '../components/qb-list-frame';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { QbNameCell } from '../components/qb-name-cell';
import { qbLangs, qbText, useQbLang } from '../components/qb-text';
import type { QbSectionProps } from '../quiz-builder-page';
import { OptionForm } from './option-form';

const paths = qbLibraryPaths('options');

const optionSorts = ['text', 'value'] as const;
type OptionSort = (typeof optionSorts)[number];

function OptionsList() {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const listState = useListState(qbOptionListQuerySchema);
  const { params, update } = listState;
  const list = useOptions({ ...params, lang });
  const data = list.data;
  const frame = useQbListFrame({
    list,
    ...listState,
    searchPlaceholder: t('options.searchPlaceholder'),
    isFiltered:
      Boolean(params.q) || params.min_value !== undefined || params.max_value !== undefined,
    emptyTitle: t('options.emptyTitle'),
    emptyHint: t('options.emptyHint'),
  });
  const rangeInput = (field: 'min_value' | 'max_value') => (
    <NumberInput
      label={t(`options.${field === 'min_value' ? 'minValue' : 'maxValue'}`)}
      min={qbLimits.optionValueMin}
      max={qbLimits.optionValueMax}
      value={params[field] ?? ''}
      onChange={(value) => {
        update({ [field]: typeof value === 'number' ? value : undefined, page: 1 });
      }}
    />
  );
  return (
    <ListPageFrame
      title={t('options.title')}
      description={t('options.lead')}
      addLabel={t('options.add')}
      addTo={`${paths.list}/add`}
      {...frame}
      filters={
        <>
          {rangeInput('min_value')}
          {rangeInput('max_value')}
          <Select<OptionSort>
            label={t('shared.sort')}
            allowDeselect={false}
            value={params.sort}
            data={optionSorts.map((sort) => ({ value: sort, label: t(`options.sorts.${sort}`) }))}
            onChange={(sort) => {
              if (sort !== null) update({ sort, page: 1 });
            }}
          />
        </>
      }
    >
      <ListTable
        caption={t('options.caption', { count: data?.total ?? 0 })}
        columns={[
          t('options.fields.text'),
          t('options.fields.value'),
          t('options.fields.alternatives'),
          t('shared.questionCount'),
          t('shared.updated'),
        ]}
        minWidth={720}
        loading={data === undefined}
        loadingRows={5}
      >
        {data?.items.map((option) => (
          <Table.Tr key={option.option_id}>
            <Table.Td>
              <QbNameCell
                to={paths.detail(option.option_id)}
                texts={{ en: option.text_en, tr: option.text_tr }}
                lang={lang}
              />
            </Table.Td>
            <Table.Td>{option.value}</Table.Td>
            <Table.Td>{option.alternatives.length}</Table.Td>
            <Table.Td>{option.question_count}</Table.Td>
            <Table.Td>{formatDate(option.updated_at)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </ListPageFrame>
  );
}

function OptionDetail() {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const id = useQbIdParam('option_id');
  const query = useOption(id);
  const remove = useRemoveOption();
  return (
    <DetailPageFrame<QbOption>
      backTo={paths.list}
      backLabel={t('options.back')}
      fallbackTitle={t('options.detailTitle')}
      validId={id !== undefined}
      query={query}
      title={(option) => qbText(option, 'text', lang)}
      subtitle={(option) => (
        <Badge variant="light">{t('options.valueBadge', { value: option.value })}</Badge>
      )}
      editTo={id === undefined ? undefined : paths.edit(id)}
      remove={(option) => ({
        title: t('options.deleteTitle'),
        body: t('shared.deleteBody', { name: qbText(option, 'text', lang) }),
        done: t('shared.deleted'),
        run: () => remove.mutateAsync({ params: { option_id: option.option_id } }),
      })}
    >
      {(option) => (
        <>
          <DetailCard id="option-text" title={t('options.fields.text')}>
            <QbBothLanguages texts={{ en: option.text_en, tr: option.text_tr }} />
          </DetailCard>
          <DetailCard id="option-alternatives" title={t('options.fields.alternatives')}>
            {option.alternatives.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('options.noAlternatives')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={420} type="native">
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">#</Table.Th>
                      {qbLangs.map((language) => (
                        <Table.Th key={language} scope="col">
                          {t(`shared.languages.${language}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {option.alternatives.map((alternative, index) => (
                      <Table.Tr key={alternative.alternative_id}>
                        <Table.Td>{index + 1}</Table.Td>
                        <Table.Td lang="en">{alternative.text_en}</Table.Td>
                        <Table.Td lang="tr">{alternative.text_tr}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </DetailCard>
          <QbFactsCard id="option-facts" thing={option}>
            <DetailField label={t('options.fields.value')}>{option.value}</DetailField>
            <DetailField label={t('shared.questionCount')}>{option.question_count}</DetailField>
          </QbFactsCard>
        </>
      )}
    </DetailPageFrame>
  );
}

function OptionEdit() {
  const id = useQbIdParam('option_id');
  const query = useOption(id);
  return (
    <QbLibraryEdit section="options" id={id} query={query}>
      {(option) => <OptionForm key={option.option_id} option={option} />}
    </QbLibraryEdit>
  );
}

/** `/admin/qb/options…`: the list, add, detail and edit pages of options. */
export function OptionsSection({ view }: QbSectionProps) {
  if (view === 'add') return <OptionForm />;
  if (view === 'detail') return <OptionDetail />;
  if (view === 'edit') return <OptionEdit />;
  return <OptionsList />;
}

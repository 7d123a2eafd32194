import { Badge, NumberInput, Select, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { qbLimits, qbOptionListQuerySchema, type QbOption } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useFormatDate } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useOption, useOptions, useRemoveOption } from '../api';
import { DetailPageFrame } from '../../../components/page-frames/detail-page-frame';
import { DetailCard, DetailField } from '../../../components/detail-card';
import { QbBothLanguages, QbFactsCard, QbLanguageRows } from '../components/qb-detail-parts';
import { useQbIdParam } from '../components/qb-id';
import { qbLibrarySection, useQbDetailFrame } from '../components/qb-library-pages';
import { qbLibraryPaths } from '../components/qb-library-paths';
import { useQbListFrame } from '../components/qb-list-frame';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { QbNameCell } from '../components/qb-name-cell';
import { qbText, useQbLang } from '../components/qb-text';
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
    section: 'options',
    list,
    ...listState,
    isFiltered:
      Boolean(params.q) || params.min_value !== undefined || params.max_value !== undefined,
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
      {...frame.page}
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
        {...frame.table}
        columns={[
          t('options.fields.text'),
          t('options.fields.value'),
          t('options.fields.alternatives'),
          t('shared.questionCount'),
          t('shared.updated'),
        ]}
        minWidth={720}
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
  const remove = useRemoveOption();
  const frame = useQbDetailFrame<QbOption>({
    section: 'options',
    id,
    query: useOption(id),
    nameOf: (option) => qbText(option, 'text', lang),
    remove: (option) => remove.mutateAsync({ params: { option_id: option.option_id } }),
  });
  return (
    <DetailPageFrame<QbOption>
      {...frame}
      subtitle={(option) => (
        <Badge variant="light">{t('options.valueBadge', { value: option.value })}</Badge>
      )}
    >
      {(option) => (
        <>
          <DetailCard id="option-text" title={t('options.fields.text')}>
            <QbBothLanguages texts={{ en: option.text_en, tr: option.text_tr }} />
          </DetailCard>
          <DetailCard id="option-alternatives" title={t('options.fields.alternatives')}>
            <QbLanguageRows
              rows={option.alternatives}
              keyOf={(alternative) => alternative.alternative_id}
              textsOf={(alternative) => ({ en: alternative.text_en, tr: alternative.text_tr })}
              minWidth={420}
              empty={t('options.noAlternatives')}
            />
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

/** `/admin/qb/options…`: the list, add, detail and edit pages of options. */
export const OptionsSection = qbLibrarySection<QbOption>({
  section: 'options',
  idParam: 'option_id',
  useOne: useOption,
  List: OptionsList,
  Detail: OptionDetail,
  form: (option) => <OptionForm key={option?.option_id} option={option} />,
});

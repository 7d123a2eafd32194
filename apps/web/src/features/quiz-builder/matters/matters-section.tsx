import { useMemo, useState } from 'react';
import { Anchor, Select, Table } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  qbLimits,
  qbMatterBodySchema,
  qbMatterListQuerySchema,
  type QbMatter,
  type QbMatterBody,
} from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useFormatDate } from '../../../lib/format-date';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { useListState } from '../../../lib/use-list-state';
import { useCreateMatter, useMatter, useMatters, useRemoveMatter, useUpdateMatter } from '../api';
import { DetailPageFrame } from '../../../components/page-frames/detail-page-frame';
import { DetailCard, DetailField } from '../../../components/detail-card';
import { QbBothLanguages, QbFactsCard } from '../components/qb-detail-parts';
import { useQbIdParam } from '../components/qb-id';
import { QbLanguagePair } from '../components/qb-language-pair';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { QbNameCell } from '../components/qb-name-cell';
import { QbLibraryFormFrame, useQbLibrarySave } from '../components/qb-library-form';
import { qbLibrarySection, useQbDetailFrame } from '../components/qb-library-pages';
import { qbLibraryPaths } from '../components/qb-library-paths';
import { useQbListFrame } from '../components/qb-list-frame';
import { QbSearchSelect } from '../components/qb-search-select';
import { qbText, useQbLang } from '../components/qb-text';

const paths = qbLibraryPaths('matters');

type ParentFilter = 'all' | 'none';

function MattersList() {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const listState = useListState(qbMatterListQuerySchema);
  const { params, update } = listState;
  // The page offers all matters or the top-level ones only.
  const parent: ParentFilter = params.parent_id === 'none' ? 'none' : 'all';
  const list = useMatters({ ...params, parent_id: parent === 'none' ? 'none' : undefined, lang });
  const data = list.data;
  const frame = useQbListFrame({
    section: 'matters',
    list,
    ...listState,
    isFiltered: Boolean(params.q) || parent !== 'all',
  });
  return (
    <ListPageFrame
      {...frame.page}
      filters={
        <Select<ParentFilter>
          label={t('matters.fields.parent')}
          allowDeselect={false}
          value={parent}
          data={[
            { value: 'all', label: t('matters.parentAll') },
            { value: 'none', label: t('matters.parentNone') },
          ]}
          onChange={(value) => {
            if (value !== null) {
              update({ parent_id: value === 'none' ? 'none' : undefined, page: 1 });
            }
          }}
        />
      }
    >
      <ListTable
        {...frame.table}
        columns={[
          t('matters.fields.name'),
          t('matters.fields.parent'),
          t('matters.columns.children'),
          t('shared.questionCount'),
          t('shared.updated'),
        ]}
        minWidth={720}
      >
        {data?.items.map((matter) => (
          <Table.Tr key={matter.matter_id}>
            <Table.Td>
              <QbNameCell
                to={paths.detail(matter.matter_id)}
                texts={{ en: matter.name_en, tr: matter.name_tr }}
                lang={lang}
              />
            </Table.Td>
            <Table.Td>
              {matter.parent === null ? '—' : qbText(matter.parent, 'name', lang)}
            </Table.Td>
            <Table.Td>{matter.children_count}</Table.Td>
            <Table.Td>{matter.question_count}</Table.Td>
            <Table.Td>{formatDate(matter.updated_at)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </ListPageFrame>
  );
}

function MatterDetail() {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const id = useQbIdParam('matter_id');
  const remove = useRemoveMatter();
  const frame = useQbDetailFrame<QbMatter>({
    section: 'matters',
    id,
    query: useMatter(id),
    nameOf: (matter) => qbText(matter, 'name', lang),
    remove: (matter) => remove.mutateAsync({ params: { matter_id: matter.matter_id } }),
  });
  return (
    <DetailPageFrame<QbMatter> {...frame}>
      {(matter) => (
        <>
          <DetailCard id="matter-name" title={t('matters.fields.name')}>
            <QbBothLanguages texts={{ en: matter.name_en, tr: matter.name_tr }} />
          </DetailCard>
          <DetailCard id="matter-description" title={t('matters.fields.description')}>
            <QbBothLanguages
              texts={{ en: matter.description_en, tr: matter.description_tr }}
              empty={t('shared.none')}
            />
          </DetailCard>
          <QbFactsCard id="matter-facts" thing={matter}>
            <DetailField label={t('matters.fields.parent')}>
              {matter.parent === null ? (
                t('matters.topLevel')
              ) : (
                <Anchor component={Link} to={paths.detail(matter.parent.matter_id)} size="sm">
                  {qbText(matter.parent, 'name', lang)}
                </Anchor>
              )}
            </DetailField>
            <DetailField label={t('matters.columns.children')}>{matter.children_count}</DetailField>
            <DetailField label={t('shared.questionCount')}>{matter.question_count}</DetailField>
          </QbFactsCard>
        </>
      )}
    </DetailPageFrame>
  );
}

interface MatterValues {
  name_en: string;
  name_tr: string;
  description_en: string;
  description_tr: string;
  parent_id: string | null;
}

function valuesOf(matter: QbMatter | undefined): MatterValues {
  return {
    name_en: matter?.name_en ?? '',
    name_tr: matter?.name_tr ?? '',
    description_en: matter?.description_en ?? '',
    description_tr: matter?.description_tr ?? '',
    parent_id: matter?.parent?.matter_id ?? null,
  };
}

/** The add and edit form of a matter (exported for the unit tests). */
export function MatterForm({ matter }: { matter?: QbMatter }) {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const create = useCreateMatter();
  const update = useUpdateMatter();
  const [parentLabel, setParentLabel] = useState(
    matter === undefined || matter.parent === null ? '' : qbText(matter.parent, 'name', lang),
  );
  const labels = useMemo(
    () => ({
      name_en: t('shared.inLanguage.en', { label: t('matters.fields.name') }),
      name_tr: t('shared.inLanguage.tr', { label: t('matters.fields.name') }),
      description_en: t('shared.inLanguage.en', { label: t('matters.fields.description') }),
      description_tr: t('shared.inLanguage.tr', { label: t('matters.fields.description') }),
      parent_id: t('matters.fields.parent'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage();
  const form = useForm<MatterValues>({
    mode: 'controlled',
    initialValues: valuesOf(matter),
    validate: (values) => validateWith(qbMatterBodySchema, values, labels, issueMessage),
  });
  const isNew = matter === undefined;
  const save = useQbLibrarySave<QbMatter>({
    section: 'matters',
    isNew,
    labels,
    idOf: (saved) => saved.matter_id,
    setErrors: form.setErrors,
  });

  function submit(values: MatterValues) {
    const body: QbMatterBody = values;
    save.start();
    if (matter === undefined) create.mutate({ body }, save.handlers);
    else update.mutate({ params: { matter_id: matter.matter_id }, body }, save.handlers);
  }

  return (
    <QbLibraryFormFrame
      section="matters"
      editedId={matter?.matter_id}
      isDirty={form.isDirty()}
      pending={create.isPending || update.isPending}
      failure={save.failure}
      onSubmit={form.onSubmit(submit, save.invalid)}
    >
      <QbLanguagePair
        label={t('matters.fields.name')}
        required
        maxLength={qbLimits.matterNameMaxLength}
        inputProps={(language) => form.getInputProps(`name_${language}`)}
      />
      <QbLanguagePair
        label={t('matters.fields.description')}
        description={t('matters.descriptionHint')}
        multiline
        maxLength={qbLimits.descriptionMaxLength}
        inputProps={(language) => form.getInputProps(`description_${language}`)}
      />
      <QbSearchSelect
        entity="matter"
        idOf={(item) => item.matter_id}
        labelOf={(item) => qbText(item, 'name', lang)}
        label={t('matters.fields.parent')}
        description={t('matters.parentHint')}
        placeholder={t('matters.topLevel')}
        value={form.values.parent_id}
        valueLabel={parentLabel}
        exclude={matter === undefined ? [] : [matter.matter_id]}
        error={typeof form.errors.parent_id === 'string' ? form.errors.parent_id : undefined}
        onChange={(id, item) => {
          form.setFieldValue('parent_id', id);
          setParentLabel(item === undefined ? '' : qbText(item, 'name', lang));
        }}
      />
    </QbLibraryFormFrame>
  );
}

/** `/admin/qb/matters…`: the list, add, detail and edit pages of matters. */
export const MattersSection = qbLibrarySection<QbMatter>({
  section: 'matters',
  idParam: 'matter_id',
  useOne: useMatter,
  List: MattersList,
  Detail: MatterDetail,
  form: (matter) => <MatterForm key={matter?.matter_id} matter={matter} />,
});

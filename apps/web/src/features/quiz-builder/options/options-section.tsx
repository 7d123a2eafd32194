import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  DataList,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  foldSearchText,
  qbLimits,
  qbMessages,
  qbOptionAlternativeBodySchema,
  qbOptionBodySchema,
  qbOptionListQuerySchema,
  type QbOption,
  type QbOptionBody,
} from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useFormatDate } from '../../../lib/format-date';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { leaveWithoutAsking } from '../../../lib/use-leave-guard';
import { useListState } from '../../../lib/use-list-state';
import { useCreateOption, useOption, useOptions, useRemoveOption, useUpdateOption } from '../api';
import { DetailPageFrame } from '../../../components/page-frames/detail-page-frame';
import { QbBothLanguages, QbDetailCard, QbField } from '../components/qb-detail-parts';
import { FormPageFrame, FormPageLoading } from '../../../components/page-frames/form-page-frame';
import { useQbIdParam } from '../components/qb-id';
import { QbLanguagePair } from '../components/qb-language-pair';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import { listPageFrameState } from '../../../components/page-frames/list-page-frame-state';
import { QbNameCell } from '../components/qb-name-cell';
import { useQbSubmitFailure } from '../components/qb-problem-errors';
import { qbLangs, qbText, useQbLang } from '../components/qb-text';
import type { QbSectionProps } from '../quiz-builder-page';

const listPath = '/admin/qb/options';
const detailPath = (id: string) => `/admin/qb/options/one/main/${encodeURIComponent(id)}`;
const editPath = (id: string) => `/admin/qb/options/edit/${encodeURIComponent(id)}`;

const optionSorts = ['text', 'value'] as const;
type OptionSort = (typeof optionSorts)[number];

function OptionsList() {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const { params, update, searchText, changeSearch } = useListState(qbOptionListQuerySchema);
  const list = useOptions({ ...params, lang });
  const data = list.data;
  const isFiltered =
    Boolean(params.q) || params.min_value !== undefined || params.max_value !== undefined;
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
      addTo={`${listPath}/add`}
      search={{
        label: t('shared.search'),
        placeholder: t('options.searchPlaceholder'),
        value: searchText,
        onChange: changeSearch,
      }}
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
      {...listPageFrameState({
        list: list,
        params,
        update,
        loadErrorTitle: t('shared.listLoadFailed'),
        empty: {
          isFiltered,
          title: t('options.emptyTitle'),
          hint: t('options.emptyHint'),
          filteredTitle: t('shared.emptyFiltered'),
          filteredHint: t('shared.emptyFilteredHint'),
        },
      })}
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
                to={detailPath(option.option_id)}
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
  const formatDate = useFormatDate();
  const id = useQbIdParam('option_id');
  const query = useOption(id);
  const remove = useRemoveOption();
  return (
    <DetailPageFrame<QbOption>
      backTo={listPath}
      backLabel={t('options.back')}
      fallbackTitle={t('options.detailTitle')}
      validId={id !== undefined}
      query={query}
      title={(option) => qbText(option, 'text', lang)}
      subtitle={(option) => (
        <Badge variant="light">{t('options.valueBadge', { value: option.value })}</Badge>
      )}
      editTo={id === undefined ? undefined : editPath(id)}
      remove={(option) => ({
        title: t('options.deleteTitle'),
        body: t('shared.deleteBody', { name: qbText(option, 'text', lang) }),
        done: t('shared.deleted'),
        run: () => remove.mutateAsync({ params: { option_id: option.option_id } }),
      })}
    >
      {(option) => (
        <>
          <QbDetailCard id="option-text" title={t('options.fields.text')}>
            <QbBothLanguages texts={{ en: option.text_en, tr: option.text_tr }} />
          </QbDetailCard>
          <QbDetailCard id="option-alternatives" title={t('options.fields.alternatives')}>
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
          </QbDetailCard>
          <QbDetailCard id="option-facts" title={t('shared.facts')}>
            <DataList orientation="horizontal" labelWidth={180}>
              <QbField label={t('options.fields.value')}>{option.value}</QbField>
              <QbField label={t('shared.questionCount')}>{option.question_count}</QbField>
              <QbField label={t('shared.created')}>{formatDate(option.created_at, true)}</QbField>
              <QbField label={t('shared.updated')}>{formatDate(option.updated_at, true)}</QbField>
            </DataList>
          </QbDetailCard>
        </>
      )}
    </DetailPageFrame>
  );
}

interface AlternativeValues {
  key: string;
  alternative_id?: string;
  text_en: string;
  text_tr: string;
}

interface OptionValues {
  text_en: string;
  text_tr: string;
  value: number | string;
  alternatives: AlternativeValues[];
}

function bodyOf(values: OptionValues): QbOptionBody {
  return {
    text_en: values.text_en,
    text_tr: values.text_tr,
    value: typeof values.value === 'number' ? values.value : Number.NaN,
    alternatives: values.alternatives.map(({ alternative_id, text_en, text_tr }) =>
      alternative_id === undefined ? { text_en, text_tr } : { alternative_id, text_en, text_tr },
    ),
  };
}

/** The add and edit form of an option with its alternative wordings (exported for the unit tests). */
export function OptionForm({ option }: { option?: QbOption }) {
  const { t } = useTranslation('quiz-builder');
  const navigate = useNavigate();
  const create = useCreateOption();
  const update = useUpdateOption();
  const [failure, setFailure] = useState<string | null>(null);
  const textLabel = t('options.fields.text');
  const labels = useMemo(
    () => ({
      text_en: t('shared.inLanguage.en', { label: textLabel }),
      text_tr: t('shared.inLanguage.tr', { label: textLabel }),
      value: t('options.fields.value'),
    }),
    [t, textLabel],
  );
  const ruleMessages = useMemo(
    () => ({
      [qbMessages.optionValue]: t('rules.optionValue', {
        min: qbLimits.optionValueMin,
        max: qbLimits.optionValueMax,
      }),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  const submitFailure = useQbSubmitFailure(labels);
  const form = useForm<OptionValues>({
    mode: 'controlled',
    initialValues: {
      text_en: option?.text_en ?? '',
      text_tr: option?.text_tr ?? '',
      value: option?.value ?? 0,
      alternatives: (option?.alternatives ?? []).map((alternative) => ({
        key: alternative.alternative_id,
        ...alternative,
      })),
    },
    validate: (values) => {
      const errors: Record<string, string> = validateWith(
        qbOptionBodySchema,
        {
          ...bodyOf(values),
          value: values.value === '' ? undefined : bodyOf(values).value,
          alternatives: [],
        },
        labels,
        issueMessage,
      );
      for (const language of qbLangs) {
        const field = language === 'en' ? 'text_en' : 'text_tr';
        const seen = new Set<string>([foldSearchText(values[field])]);
        values.alternatives.forEach((alternative, index) => {
          const path = `alternatives.${String(index)}.${field}`;
          const own = validateWith(
            qbOptionAlternativeBodySchema,
            alternative,
            { [field]: labels[field] },
            issueMessage,
          )[field];
          const folded = foldSearchText(alternative[field]);
          if (own !== undefined) errors[path] = own;
          else if (seen.has(folded)) {
            errors[path] = t('rules.duplicateWording', { text: alternative[field].trim() });
          }
          seen.add(folded);
        });
      }
      return errors;
    },
  });
  const isNew = option === undefined;
  const backTo = isNew ? listPath : detailPath(option.option_id);
  const alternatives = form.values.alternatives;

  function submit(values: OptionValues) {
    setFailure(null);
    const body = bodyOf(values);
    const handlers = {
      onSuccess: (saved: QbOption) => {
        notifications.show({
          color: 'green',
          message: isNew ? t('shared.added') : t('shared.saved'),
        });
        void navigate(detailPath(saved.option_id), { state: leaveWithoutAsking });
      },
      onError: (error: Error) => {
        const read = submitFailure(error);
        setFailure(read.message);
        form.setErrors(read.fieldErrors);
      },
    };
    if (option === undefined) create.mutate({ body }, handlers);
    else update.mutate({ params: { option_id: option.option_id }, body }, handlers);
  }

  return (
    <FormPageFrame
      title={isNew ? t('options.addTitle') : t('options.editTitle')}
      backTo={backTo}
      backLabel={isNew ? t('options.back') : t('shared.backToDetail')}
      isNew={isNew}
      isDirty={form.isDirty()}
      pending={create.isPending || update.isPending}
      submitLabel={isNew ? t('options.add') : t('shared.save')}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(t('shared.checkForm'));
      })}
      onCancel={() => {
        void navigate(backTo);
      }}
      failure={failure}
    >
      <QbLanguagePair
        label={textLabel}
        required
        maxLength={qbLimits.optionTextMaxLength}
        inputProps={(language) => form.getInputProps(`text_${language}`)}
      />
      <NumberInput
        label={labels.value}
        description={t('options.valueHint', {
          min: qbLimits.optionValueMin,
          max: qbLimits.optionValueMax,
        })}
        required
        min={qbLimits.optionValueMin}
        max={qbLimits.optionValueMax}
        decimalScale={4}
        style={{ maxWidth: 240 }}
        {...form.getInputProps('value')}
      />
      <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={2} size="h5" component="legend">
          {t('options.fields.alternatives')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('options.alternativesHint', { max: qbLimits.alternativesMax })}
        </Text>
        {alternatives.map((alternative, index) => {
          const number = index + 1;
          return (
            <Card key={alternative.key} withBorder radius="md" padding="sm">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Text fw={600} size="sm">
                    {t('options.alternativeNumber', { number })}
                  </Text>
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      disabled={index === 0}
                      aria-label={t('options.moveAlternativeUp', { number })}
                      onClick={() => {
                        form.reorderListItem('alternatives', { from: index, to: index - 1 });
                      }}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      disabled={index === alternatives.length - 1}
                      aria-label={t('options.moveAlternativeDown', { number })}
                      onClick={() => {
                        form.reorderListItem('alternatives', { from: index, to: index + 1 });
                      }}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('options.removeAlternative', { number })}
                      onClick={() => {
                        form.removeListItem('alternatives', index);
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <Group grow gap="sm" align="flex-start" wrap="wrap">
                  {qbLangs.map((language) => (
                    <TextInput
                      key={language}
                      miw={200}
                      lang={language}
                      required
                      maxLength={qbLimits.optionTextMaxLength}
                      label={t('options.alternativeLabel', {
                        number,
                        language: t(`shared.languages.${language}`),
                      })}
                      {...form.getInputProps(`alternatives.${String(index)}.text_${language}`)}
                    />
                  ))}
                </Group>
              </Stack>
            </Card>
          );
        })}
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={alternatives.length >= qbLimits.alternativesMax}
          onClick={() => {
            form.insertListItem('alternatives', { key: randomId(), text_en: '', text_tr: '' });
          }}
        >
          {t('options.addAlternative')}
        </Button>
      </Stack>
    </FormPageFrame>
  );
}

function OptionEdit() {
  const { t } = useTranslation('quiz-builder');
  const id = useQbIdParam('option_id');
  const query = useOption(id);
  if (query.data !== undefined)
    return <OptionForm key={query.data.option_id} option={query.data} />;
  return (
    <FormPageLoading
      title={t('options.editTitle')}
      backTo={id === undefined ? listPath : detailPath(id)}
      backLabel={id === undefined ? t('options.back') : t('shared.backToDetail')}
      validId={id !== undefined}
      error={query.error}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}

/** `/admin/qb/options…`: the list, add, detail and edit pages of options. */
export function OptionsSection({ view }: QbSectionProps) {
  if (view === 'add') return <OptionForm />;
  if (view === 'detail') return <OptionDetail />;
  if (view === 'edit') return <OptionEdit />;
  return <OptionsList />;
}

import { useCallback, useMemo } from 'react';
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  qbFillTemplate,
  qbLimits,
  qbMessages,
  qbPhraseBodySchema,
  qbPhraseListQuerySchema,
  qbPhrasePlaceholders,
  qbPlaceholdersOf,
  type QbPhrase,
  type QbPhraseBody,
} from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useFormatDate } from '../../../lib/format-date';
import { useIssueMessage, validateWith, type FieldIssue } from '../../../lib/form-validation';
import { useListState } from '../../../lib/use-list-state';
import { useCreatePhrase, usePhrase, usePhrases, useRemovePhrase, useUpdatePhrase } from '../api';
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
import { FilterSelect } from '../../../components/list-filters';
import { qbLangs, qbText, useQbLang, type QbLang } from '../components/qb-text';

const paths = qbLibraryPaths('phrases');

const placeholderFilters = [...qbPhrasePlaceholders, 'none'] as const;

/** The placeholders as code badges. */
function PlaceholderBadges({ placeholders }: { placeholders: readonly string[] }) {
  const { t } = useTranslation('quiz-builder');
  if (placeholders.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('shared.none')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {placeholders.map((placeholder) => (
        <Badge key={placeholder} variant="light" tt="none" ff="monospace">
          {`{${placeholder}}`}
        </Badge>
      ))}
    </Group>
  );
}

/** How the templates read with sample matters, in both languages. */
function PhrasePreview({ templates }: { templates: Readonly<Record<QbLang, string>> }) {
  const { t } = useTranslation('quiz-builder');
  const texts = {
    en: qbFillTemplate(
      templates.en,
      [t('phrases.sample.en.matter'), t('phrases.sample.en.matter_2')],
      'en',
    ),
    tr: qbFillTemplate(
      templates.tr,
      [t('phrases.sample.tr.matter'), t('phrases.sample.tr.matter_2')],
      'tr',
    ),
  };
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="xs" aria-live="polite">
        <Text fw={600} size="sm">
          {t('phrases.preview')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('phrases.previewHint')}
        </Text>
        {qbLangs.map((lang) => (
          <Text key={lang} size="sm" lang={lang}>
            <Text span fw={600} size="sm">
              {t(`shared.languages.${lang}`)}:{' '}
            </Text>
            {texts[lang] === '' ? '—' : texts[lang]}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

function PhrasesList() {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const listState = useListState(qbPhraseListQuerySchema);
  const { params, update } = listState;
  const list = usePhrases({ ...params, lang });
  const data = list.data;
  const frame = useQbListFrame({
    section: 'phrases',
    list,
    ...listState,
    isFiltered: Boolean(params.q) || params.placeholder !== undefined,
  });
  return (
    <ListPageFrame
      {...frame.page}
      filters={
        <FilterSelect
          label={t('phrases.fields.placeholders')}
          allLabel={t('shared.all')}
          options={placeholderFilters.map((value) => ({
            value: value,
            label: value === 'none' ? t('phrases.noPlaceholders') : `{${value}}`,
          }))}
          value={params.placeholder}
          onChange={(placeholder) => {
            update({ placeholder, page: 1 });
          }}
        />
      }
    >
      <ListTable
        {...frame.table}
        columns={[
          t('phrases.fields.template'),
          t('phrases.fields.placeholders'),
          t('shared.questionCount'),
          t('shared.updated'),
        ]}
        minWidth={720}
      >
        {data?.items.map((phrase) => (
          <Table.Tr key={phrase.phrase_id}>
            <Table.Td>
              <QbNameCell
                to={paths.detail(phrase.phrase_id)}
                texts={{ en: phrase.template_en, tr: phrase.template_tr }}
                lang={lang}
              />
            </Table.Td>
            <Table.Td>
              <PlaceholderBadges placeholders={phrase.placeholders} />
            </Table.Td>
            <Table.Td>{phrase.question_count}</Table.Td>
            <Table.Td>{formatDate(phrase.updated_at)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </ListPageFrame>
  );
}

function PhraseDetail() {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const id = useQbIdParam('phrase_id');
  const remove = useRemovePhrase();
  const frame = useQbDetailFrame<QbPhrase>({
    section: 'phrases',
    id,
    query: usePhrase(id),
    nameOf: (phrase) => qbText(phrase, 'template', lang),
    remove: (phrase) => remove.mutateAsync({ params: { phrase_id: phrase.phrase_id } }),
  });
  return (
    <DetailPageFrame<QbPhrase> {...frame}>
      {(phrase) => (
        <>
          <DetailCard id="phrase-template" title={t('phrases.fields.template')}>
            <Stack gap="md">
              <QbBothLanguages texts={{ en: phrase.template_en, tr: phrase.template_tr }} />
              <PhrasePreview templates={{ en: phrase.template_en, tr: phrase.template_tr }} />
            </Stack>
          </DetailCard>
          <QbFactsCard id="phrase-facts" thing={phrase}>
            <DetailField label={t('phrases.fields.placeholders')}>
              <PlaceholderBadges placeholders={phrase.placeholders} />
            </DetailField>
            <DetailField label={t('shared.questionCount')}>{phrase.question_count}</DetailField>
          </QbFactsCard>
        </>
      )}
    </DetailPageFrame>
  );
}

interface PhraseValues {
  template_en: string;
  template_tr: string;
}

/** The phrase rule messages in the interface language (an unknown placeholder names itself). */
function usePhraseIssueMessage(): (issue: FieldIssue) => string {
  const { t } = useTranslation('quiz-builder');
  const ruleMessages = useMemo(
    () => ({
      [qbMessages.placeholderBraces]: t('rules.placeholderBraces'),
      [qbMessages.samePlaceholders]: t('rules.samePlaceholders'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (issue: FieldIssue) => {
      const unknown = /^Unknown placeholder \{([^{}]*)\}/.exec(issue.message ?? '');
      if (unknown !== null) return t('rules.unknownPlaceholder', { name: `{${unknown[1] ?? ''}}` });
      return issueMessage(issue);
    },
    [t, issueMessage],
  );
}

/** The add and edit form of a phrase (exported for the unit tests). */
export function PhraseForm({ phrase }: { phrase?: QbPhrase }) {
  const { t } = useTranslation('quiz-builder');
  const create = useCreatePhrase();
  const update = useUpdatePhrase();
  const labels = useMemo(
    () => ({
      template_en: t('shared.inLanguage.en', { label: t('phrases.fields.template') }),
      template_tr: t('shared.inLanguage.tr', { label: t('phrases.fields.template') }),
    }),
    [t],
  );
  const issueMessage = usePhraseIssueMessage();
  const form = useForm<PhraseValues>({
    mode: 'controlled',
    initialValues: {
      template_en: phrase?.template_en ?? '',
      template_tr: phrase?.template_tr ?? '',
    },
    validate: (values) => validateWith(qbPhraseBodySchema, values, labels, issueMessage),
  });
  const isNew = phrase === undefined;
  const save = useQbLibrarySave<QbPhrase>({
    section: 'phrases',
    isNew,
    labels,
    idOf: (saved) => saved.phrase_id,
    setErrors: form.setErrors,
  });
  const found = qbPlaceholdersOf(form.values.template_en);

  function submit(values: PhraseValues) {
    const body: QbPhraseBody = values;
    save.start();
    if (phrase === undefined) create.mutate({ body }, save.handlers);
    else update.mutate({ params: { phrase_id: phrase.phrase_id }, body }, save.handlers);
  }

  return (
    <QbLibraryFormFrame
      section="phrases"
      editedId={phrase?.phrase_id}
      isDirty={form.isDirty()}
      pending={create.isPending || update.isPending}
      failure={save.failure}
      onSubmit={form.onSubmit(submit, save.invalid)}
    >
      <Text size="sm" c="dimmed">
        {t('phrases.placeholderHelp')}
      </Text>
      <QbLanguagePair
        label={t('phrases.fields.template')}
        required
        multiline
        maxLength={qbLimits.phraseTemplateMaxLength}
        inputProps={(language) => form.getInputProps(`template_${language}`)}
      />
      <Group gap="xs">
        <Text size="sm">{t('phrases.fields.placeholders')}:</Text>
        <PlaceholderBadges placeholders={'braces' in found ? [] : found.placeholders} />
      </Group>
      <PhrasePreview templates={{ en: form.values.template_en, tr: form.values.template_tr }} />
    </QbLibraryFormFrame>
  );
}

/** `/admin/qb/phrases…`: the list, add, detail and edit pages of phrases. */
export const PhrasesSection = qbLibrarySection<QbPhrase>({
  section: 'phrases',
  idParam: 'phrase_id',
  useOne: usePhrase,
  List: PhrasesList,
  Detail: PhraseDetail,
  form: (phrase) => <PhraseForm key={phrase?.phrase_id} phrase={phrase} />,
});

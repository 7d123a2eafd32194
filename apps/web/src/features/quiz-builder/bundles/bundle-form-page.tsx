import { useMemo } from 'react';
import { Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  qbBundleBodySchema,
  qbBundleStatuses,
  qbMessages,
  qbQuizLimits,
  qbQuizMessages,
  type QbBundle,
  type QbBundleInput,
  type QbBundleStatus,
  type QbQuizStatus,
} from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { useBundle, useCreateBundle, useQuizOptions, useUpdateBundle } from '../api';
import { QbEditForm, useQbEditSave } from '../components/qb-edit-form';
import { QbListRow } from '../components/qb-list-row';
import { QbOrderButtons } from '../components/qb-order-buttons';
import { QbFormPage } from '../components/qb-page';
import { qbText, useQbLang } from '../components/qb-text';
import { QbTitleFields, qbTitleLabels } from '../components/qb-title-fields';
import { QbStatusBadge } from '../quizzes/quiz-badges';
import { moveItem } from '../quizzes/ordered-options';
import { bundleDetailPath } from './bundle-list-page';

interface BundleFormQuiz {
  quiz_id: string;
  title_en: string;
  title_tr: string;
  status: QbQuizStatus;
}

interface BundleFormValues {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  status: QbBundleStatus;
  quizzes: BundleFormQuiz[];
}

function toFormValues(bundle: QbBundle | null): BundleFormValues {
  if (bundle === null) {
    return {
      title_en: '',
      title_tr: '',
      description_en: '',
      description_tr: '',
      status: 'draft',
      quizzes: [],
    };
  }
  return {
    title_en: bundle.title_en,
    title_tr: bundle.title_tr,
    description_en: bundle.description_en,
    description_tr: bundle.description_tr,
    status: bundle.status,
    quizzes: [...bundle.quizzes]
      .sort((a, b) => a.position - b.position)
      .map(({ quiz_id, title_en, title_tr, status }) => ({ quiz_id, title_en, title_tr, status })),
  };
}

function toBundleBody(values: BundleFormValues): QbBundleInput {
  return {
    title_en: values.title_en,
    title_tr: values.title_tr,
    description_en: values.description_en,
    description_tr: values.description_tr,
    status: values.status,
    quiz_ids: values.quizzes.map((quiz) => quiz.quiz_id),
  };
}

function BundleForm({ bundle }: { bundle: QbBundle | null }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const create = useCreateBundle();
  const update = useUpdateBundle();
  const quizOptions = useQuizOptions('');
  const rules = useMemo(
    (): Readonly<Record<string, string>> => ({
      [qbQuizMessages.emptyBundle]: t('rules.emptyBundle'),
      [qbQuizMessages.quizTwice]: t('rules.quizTwice'),
      [qbQuizMessages.bundleQuizNotPublished]: t('rules.bundleQuizNotPublished'),
      [qbMessages.descriptionBothLanguages]: t('rules.descriptionBoth'),
    }),
    [t],
  );
  const labels = useMemo(
    () => ({
      ...qbTitleLabels(t),
      status: t('fields.status'),
      quiz_ids: t('bundles.quizzes'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(rules);
  const form = useForm<BundleFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(bundle),
    validate: (values) =>
      validateWith(qbBundleBodySchema, toBundleBody(values), labels, issueMessage),
  });
  const save = useQbEditSave<BundleFormValues, QbBundle>({
    form,
    labels,
    done: t('bundles.saved'),
    detailPathOf: (saved) => bundleDetailPath(saved.bundle_id),
    ruleOf: (message) => rules[message] ?? message,
  });
  const values = form.getValues();
  const chosen = values.quizzes.map((quiz) => quiz.quiz_id);
  const available = (quizOptions.data?.items ?? []).filter(
    (quiz) => !chosen.includes(quiz.quiz_id),
  );
  const quizErrors = Object.entries(form.errors)
    .filter(([path]) => path === 'quiz_ids' || path.startsWith('quiz_ids.'))
    .flatMap(([path, message]) => (typeof message === 'string' ? [{ path, message }] : []));

  function submit(formValues: BundleFormValues) {
    const body = toBundleBody(formValues);
    if (bundle === null) create.mutate({ body }, save.handlers);
    else update.mutate({ params: { bundle_id: bundle.bundle_id }, body }, save.handlers);
  }

  const quizNameAt = (path: string) => {
    const index = Number(path.split('.')[1]);
    const quiz = values.quizzes[index];
    return quiz === undefined ? '' : `${qbText(quiz, 'title', lang)}: `;
  };

  return (
    <QbEditForm
      label={bundle === null ? t('bundles.addTitle') : t('bundles.editTitle')}
      isNew={bundle === null}
      form={form}
      save={save}
      pending={create.isPending || update.isPending}
      createLabel={t('bundles.create')}
      cancelTo={bundle === null ? '/admin/qb/bundles' : bundleDetailPath(bundle.bundle_id)}
      submit={submit}
    >
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <QbTitleFields
            labels={labels}
            inputProps={(field) => form.getInputProps(field)}
            inputKey={(field) => form.key(field)}
          />
          <Select
            label={labels.status}
            description={t('bundles.statusHint')}
            allowDeselect={false}
            data={qbBundleStatuses.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            }))}
            key={form.key('status')}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
      </Card>

      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="bundle-quizzes"
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="bundle-quizzes">
            {t('bundles.quizzesTitle', { count: values.quizzes.length })}
          </Title>
          {quizErrors.map(({ path, message }) => (
            <ErrorAlert key={path}>
              {path === 'quiz_ids' ? message : `${quizNameAt(path)}${message}`}
            </ErrorAlert>
          ))}
          {values.quizzes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('bundles.noQuizzes')}
            </Text>
          ) : (
            <Stack component="ol" gap="xs" m={0} p={0}>
              {values.quizzes.map((quiz, index) => (
                <QbListRow key={quiz.quiz_id}>
                  <Group gap="xs" style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {index + 1}. {qbText(quiz, 'title', lang)}
                    </Text>
                    <QbStatusBadge status={quiz.status} />
                  </Group>
                  <QbOrderButtons
                    index={index}
                    count={values.quizzes.length}
                    labels={{
                      moveUp: t('bundles.moveUp', { title: qbText(quiz, 'title', lang) }),
                      moveDown: t('bundles.moveDown', { title: qbText(quiz, 'title', lang) }),
                      remove: t('bundles.remove', { title: qbText(quiz, 'title', lang) }),
                    }}
                    onMove={(step) => {
                      form.setFieldValue(
                        'quizzes',
                        moveItem(form.getValues().quizzes, index, step),
                      );
                    }}
                    onRemove={() => {
                      form.removeListItem('quizzes', index);
                    }}
                  />
                </QbListRow>
              ))}
            </Stack>
          )}
          <Select
            label={t('bundles.addQuiz')}
            placeholder={t('bundles.addQuizPlaceholder')}
            searchable
            clearable
            value={null}
            nothingFoundMessage={t('bundles.noQuizFound')}
            disabled={values.quizzes.length >= qbQuizLimits.quizzesPerBundleMax}
            data={available.map((quiz) => ({
              value: quiz.quiz_id,
              label: `${qbText(quiz, 'title', lang)} (${t(`statuses.${quiz.status}`)})`,
            }))}
            onChange={(quizId) => {
              const quiz = available.find((item) => item.quiz_id === quizId);
              if (quiz === undefined) return;
              form.insertListItem('quizzes', {
                quiz_id: quiz.quiz_id,
                title_en: quiz.title_en,
                title_tr: quiz.title_tr,
                status: quiz.status,
              });
            }}
          />
        </Stack>
      </Card>
    </QbEditForm>
  );
}

/** `/admin/qb/bundles/add` and `/admin/qb/bundles/edit/:bundle_id`. */
export function BundleFormPage({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  return (
    <QbFormPage
      isNew={isNew}
      idParam="bundle_id"
      useOne={useBundle}
      listPath="/admin/qb/bundles"
      detailPath={bundleDetailPath}
      texts={{
        addTitle: t('bundles.addTitle'),
        editTitle: t('bundles.editTitle'),
        editTitleOf: (title) => t('bundles.editTitleOf', { title }),
        backToList: t('bundles.backToList'),
        backToDetail: t('bundles.backToBundle'),
        invalidId: t('bundles.invalidId'),
        loadFailed: t('bundles.loadOneFailed'),
      }}
    >
      {(data) => <BundleForm key={data?.updated_at} bundle={data} />}
    </QbFormPage>
  );
}

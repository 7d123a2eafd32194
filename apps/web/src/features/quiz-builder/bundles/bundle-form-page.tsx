import { useMemo, useState } from 'react';
import {
  Card,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  qbBundleBodySchema,
  qbBundleStatuses,
  qbLimits,
  qbMessages,
  qbQuizLimits,
  qbQuizMessages,
  type QbBundle,
  type QbBundleInput,
  type QbBundleStatus,
  type QbQuizStatus,
} from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { LoadErrorState } from '../../../components/load-error-state';
import { LeaveBlockedModal } from '../../../components/discard-changes-modal';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { leaveWithoutAsking, useLeaveGuardControls } from '../../../lib/use-leave-guard';
import { useBundle, useCreateBundle, useQuizOptions, useUpdateBundle } from '../api';
import { BackLink } from '../../../components/page-frames/back-link';
import { useQbIdParam } from '../components/qb-id';
import { QbOrderButtons } from '../components/qb-order-buttons';
import { useQbSubmitFailure } from '../components/qb-problem-errors';
import { qbText, useQbLang } from '../components/qb-text';
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
  const { t: tCommon } = useTranslation('common');
  const lang = useQbLang();
  const navigate = useNavigate();
  const create = useCreateBundle();
  const update = useUpdateBundle();
  const quizOptions = useQuizOptions('');
  const [failure, setFailure] = useState<string | null>(null);
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
      title_en: t('fields.titleEn'),
      title_tr: t('fields.titleTr'),
      description_en: t('fields.descriptionEn'),
      description_tr: t('fields.descriptionTr'),
      status: t('fields.status'),
      quiz_ids: t('bundles.quizzes'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(rules);
  const submitFailure = useQbSubmitFailure(labels);
  const form = useForm<BundleFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(bundle),
    validate: (values) =>
      validateWith(qbBundleBodySchema, toBundleBody(values), labels, issueMessage),
  });
  const saving = create.isPending || update.isPending;
  const guard = useLeaveGuardControls(form.isDirty() && !saving);
  const values = form.getValues();
  const chosen = values.quizzes.map((quiz) => quiz.quiz_id);
  const available = (quizOptions.data?.items ?? []).filter(
    (quiz) => !chosen.includes(quiz.quiz_id),
  );
  const cancelPath = bundle === null ? '/admin/qb/bundles' : bundleDetailPath(bundle.bundle_id);
  const quizErrors = Object.entries(form.errors)
    .filter(([path]) => path === 'quiz_ids' || path.startsWith('quiz_ids.'))
    .flatMap(([path, message]) => (typeof message === 'string' ? [{ path, message }] : []));

  function submit(formValues: BundleFormValues) {
    setFailure(null);
    const body = toBundleBody(formValues);
    const handlers = {
      onSuccess: (saved: QbBundle) => {
        form.resetDirty();
        notifications.show({ color: 'green', message: t('bundles.saved') });
        void navigate(bundleDetailPath(saved.bundle_id), { state: leaveWithoutAsking });
      },
      onError: (error: Error) => {
        const read = submitFailure(error);
        const errors: Record<string, string> = {};
        for (const [path, message] of Object.entries(read.fieldErrors)) {
          errors[path] = rules[message] ?? message;
        }
        form.setErrors(errors);
        setFailure(read.message);
      },
    };
    if (bundle === null) create.mutate({ body }, handlers);
    else update.mutate({ params: { bundle_id: bundle.bundle_id }, body }, handlers);
  }

  const quizNameAt = (path: string) => {
    const index = Number(path.split('.')[1]);
    const quiz = values.quizzes[index];
    return quiz === undefined ? '' : `${qbText(quiz, 'title', lang)}: `;
  };

  return (
    <form
      noValidate
      aria-label={bundle === null ? t('bundles.addTitle') : t('bundles.editTitle')}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="lg">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={labels.title_en}
              required
              maxLength={qbQuizLimits.titleMaxLength}
              key={form.key('title_en')}
              {...form.getInputProps('title_en')}
            />
            <TextInput
              label={labels.title_tr}
              required
              maxLength={qbQuizLimits.titleMaxLength}
              key={form.key('title_tr')}
              {...form.getInputProps('title_tr')}
            />
            <Textarea
              label={labels.description_en}
              minRows={2}
              maxLength={qbLimits.descriptionMaxLength}
              key={form.key('description_en')}
              {...form.getInputProps('description_en')}
            />
            <Textarea
              label={labels.description_tr}
              minRows={2}
              maxLength={qbLimits.descriptionMaxLength}
              key={form.key('description_tr')}
              {...form.getInputProps('description_tr')}
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
                  <Paper
                    component="li"
                    key={quiz.quiz_id}
                    withBorder
                    radius="sm"
                    px="sm"
                    py={6}
                    style={{ listStyle: 'none' }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
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
                    </Group>
                  </Paper>
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

        <FormActions
          isNew={bundle === null}
          isDirty={form.isDirty()}
          pending={saving}
          onCancel={() => {
            void navigate(cancelPath);
          }}
          submitLabel={bundle === null ? t('bundles.create') : tCommon('actions.save')}
        />
      </Stack>
      <LeaveBlockedModal blocker={guard.blocker} />
    </form>
  );
}

/** `/admin/qb/bundles/add` and `/admin/qb/bundles/edit/:bundle_id`. */
export function BundleFormPage({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const bundleId = useQbIdParam('bundle_id');
  const bundle = useBundle(isNew ? undefined : bundleId);
  const title = isNew
    ? t('bundles.addTitle')
    : bundle.data === undefined
      ? t('bundles.editTitle')
      : t('bundles.editTitleOf', { title: qbText(bundle.data, 'title', lang) });
  useDocumentTitle(title);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink
          to={isNew || bundleId === undefined ? '/admin/qb/bundles' : bundleDetailPath(bundleId)}
          label={
            isNew || bundleId === undefined ? t('bundles.backToList') : t('bundles.backToBundle')
          }
        />
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        {isNew ? (
          <BundleForm bundle={null} />
        ) : bundleId === undefined ? (
          <ErrorAlert>{t('bundles.invalidId')}</ErrorAlert>
        ) : bundle.isPending ? (
          <Skeleton height={320} />
        ) : bundle.isError ? (
          <LoadErrorState
            title={t('bundles.loadOneFailed')}
            error={bundle.error}
            onRetry={() => {
              void bundle.refetch();
            }}
          />
        ) : (
          <BundleForm key={bundle.data.updated_at} bundle={bundle.data} />
        )}
      </Stack>
    </Container>
  );
}

import { useMemo } from 'react';
import { Button, Group, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  feedbackAreas,
  feedbackLimits,
  feedbackWriteBodySchema,
  suggestionWriteBodySchema,
  type FeedbackKind,
} from '@campus/contracts';
import { ValidatedForm } from '../../components/validated-form';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../lib/form-validation';
import { useFormFailure } from '../../lib/use-form-failure';
import { useSendFeedback, useSendSuggestion } from './api';

interface FeedbackFormValues {
  subject: string;
  message: string;
  /** null when not given; '1'..'5' for feedback, an area for a suggestion. */
  extra: string | null;
}

const emptyValues: FeedbackFormValues = { subject: '', message: '', extra: null };

function payloadOf(kind: FeedbackKind, values: FeedbackFormValues) {
  const base = { subject: values.subject, message: values.message };
  if (values.extra === null || values.extra === '') return base;
  return kind === 'feedback'
    ? { ...base, rating: Number(values.extra) }
    : { ...base, area: values.extra };
}

/** The form of one kind: feedback (with an optional rating) or a suggestion (with an optional area). */
export function FeedbackForm({ kind, onSent }: { kind: FeedbackKind; onSent: () => void }) {
  const { t } = useTranslation('feedback');
  const labels = useMemo(
    () => ({
      subject: t('form.subject'),
      message: t('form.message'),
      rating: t('form.rating'),
      area: t('form.area'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage();
  const problemFieldErrors = useProblemFieldErrors(labels);
  const sendFeedback = useSendFeedback();
  const sendSuggestion = useSendSuggestion();
  const schema = kind === 'feedback' ? feedbackWriteBodySchema : suggestionWriteBodySchema;
  const form = useForm<FeedbackFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyValues,
    validate: (values) => validateWith(schema, payloadOf(kind, values), labels, issueMessage),
  });

  const { failure, handleSubmit, saveCallbacks } = useFormFailure(form, problemFieldErrors);

  function submit(values: FeedbackFormValues) {
    const callbacks = saveCallbacks(
      kind === 'feedback' ? t('form.sentFeedback') : t('form.sentSuggestion'),
      () => {
        form.reset();
        onSent();
      },
    );
    if (kind === 'feedback')
      sendFeedback.mutate(
        { body: feedbackWriteBodySchema.parse(payloadOf(kind, values)) },
        callbacks,
      );
    else
      sendSuggestion.mutate(
        { body: suggestionWriteBodySchema.parse(payloadOf(kind, values)) },
        callbacks,
      );
  }

  return (
    <ValidatedForm
      label={kind === 'feedback' ? t('form.feedbackLabel') : t('form.suggestionLabel')}
      onSubmit={handleSubmit(submit)}
      failure={failure}
    >
      <TextInput
        label={labels.subject}
        required
        maxLength={feedbackLimits.subjectMaxLength}
        key={form.key('subject')}
        {...form.getInputProps('subject')}
      />
      <Textarea
        label={labels.message}
        description={t('form.messageHint')}
        required
        rows={6}
        maxLength={feedbackLimits.messageMaxLength}
        key={form.key('message')}
        {...form.getInputProps('message')}
      />
      {kind === 'feedback' ? (
        <Select
          label={labels.rating}
          placeholder={t('form.optional')}
          clearable
          data={[5, 4, 3, 2, 1].map((rating) => ({
            value: String(rating),
            label: t(`ratings.${String(rating)}`),
          }))}
          key={form.key('extra')}
          {...form.getInputProps('extra')}
        />
      ) : (
        <Select
          label={labels.area}
          placeholder={t('form.optional')}
          clearable
          data={feedbackAreas.map((area) => ({ value: area, label: t(`areas.${area}`) }))}
          key={form.key('extra')}
          {...form.getInputProps('extra')}
        />
      )}
      <Group justify="flex-end">
        <Button
          type="submit"
          loading={sendFeedback.isPending || sendSuggestion.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {kind === 'feedback' ? t('form.submitFeedback') : t('form.submitSuggestion')}
        </Button>
      </Group>
    </ValidatedForm>
  );
}

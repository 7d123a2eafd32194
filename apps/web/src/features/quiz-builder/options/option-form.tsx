import { useMemo } from 'react';
import { Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  qbLimits,
  qbMessages,
  qbOptionAlternativeBodySchema,
  qbOptionBodySchema,
  type QbOption,
} from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { useCreateOption, useUpdateOption } from '../api';
import { QbLanguagePair } from '../components/qb-language-pair';
import { QbLibraryFormFrame, useQbLibrarySave } from '../components/qb-library-form';
import { QbOrderButtons } from '../components/qb-order-buttons';
import { qbLangs } from '../components/qb-text';
import {
  optionBodyOf,
  optionValuesOf,
  repeatedWordings,
  type OptionValues,
} from './option-form-values';

/** The add and edit form of an option with its alternative wordings (exported for the unit tests). */
export function OptionForm({ option }: { option?: QbOption }) {
  const { t } = useTranslation('quiz-builder');
  const create = useCreateOption();
  const update = useUpdateOption();
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
  const form = useForm<OptionValues>({
    mode: 'controlled',
    initialValues: optionValuesOf(option),
    validate: (values) => {
      const errors: Record<string, string> = validateWith(
        qbOptionBodySchema,
        {
          ...optionBodyOf(values),
          value: values.value === '' ? undefined : optionBodyOf(values).value,
          alternatives: [],
        },
        labels,
        issueMessage,
      );
      for (const language of qbLangs) {
        const field = language === 'en' ? 'text_en' : 'text_tr';
        const repeated = repeatedWordings(
          values[field],
          values.alternatives.map((alternative) => alternative[field]),
        );
        values.alternatives.forEach((alternative, index) => {
          const path = `alternatives.${String(index)}.${field}`;
          const own = validateWith(
            qbOptionAlternativeBodySchema,
            alternative,
            { [field]: labels[field] },
            issueMessage,
          )[field];
          if (own !== undefined) errors[path] = own;
          else if (repeated[index] === true) {
            errors[path] = t('rules.duplicateWording', { text: alternative[field].trim() });
          }
        });
      }
      return errors;
    },
  });
  const isNew = option === undefined;
  const save = useQbLibrarySave<QbOption>({
    section: 'options',
    isNew,
    labels,
    idOf: (saved) => saved.option_id,
    setErrors: form.setErrors,
  });
  const alternatives = form.values.alternatives;

  function submit(values: OptionValues) {
    save.start();
    const body = optionBodyOf(values);
    if (option === undefined) create.mutate({ body }, save.handlers);
    else update.mutate({ params: { option_id: option.option_id }, body }, save.handlers);
  }

  return (
    <QbLibraryFormFrame
      section="options"
      editedId={option?.option_id}
      isDirty={form.isDirty()}
      pending={create.isPending || update.isPending}
      failure={save.failure}
      onSubmit={form.onSubmit(submit, save.invalid)}
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
                  <QbOrderButtons
                    index={index}
                    count={alternatives.length}
                    labels={{
                      moveUp: t('options.moveAlternativeUp', { number }),
                      moveDown: t('options.moveAlternativeDown', { number }),
                      remove: t('options.removeAlternative', { number }),
                    }}
                    onMove={(step) => {
                      form.reorderListItem('alternatives', { from: index, to: index + step });
                    }}
                    onRemove={() => {
                      form.removeListItem('alternatives', index);
                    }}
                  />
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
    </QbLibraryFormFrame>
  );
}

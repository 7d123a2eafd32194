import { Checkbox, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { matchDepartmentRules, matchingLimits, matchModes } from '@campus/contracts';
import { roundDateFields, type RoundFormValues } from './round-form-values';
import { WholeNumberInput } from '../../../../components/whole-number-input';

interface RoundFieldsProps {
  form: UseFormReturnType<RoundFormValues>;
  /** The fields' names, by field. */
  labels: Readonly<Record<string, string>>;
}

/** The round form's window: when it opens and closes, when matches are revealed and answered. */
export function RoundWindowFields({ form, labels }: RoundFieldsProps) {
  const { t } = useTranslation('matching-admin-calculations');
  return (
    <>
      <Title order={3} size="h5">
        {t('round.windowTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('round.windowHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {roundDateFields.map((field) => (
          <TextInput
            key={field}
            type="datetime-local"
            label={labels[field]}
            required
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

/** The round form's matching rules: the mode, the score floor, class years, departments, height. */
export function RoundRulesFields({ form, labels }: RoundFieldsProps) {
  const { t } = useTranslation('matching-admin-calculations');
  return (
    <>
      <Title order={3} size="h5">
        {t('round.rulesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={labels.mode}
          allowDeselect={false}
          data={matchModes.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
          {...form.getInputProps('mode')}
        />
        {form.values.mode === 'top_k' ? (
          <WholeNumberInput
            label={labels.k}
            description={t('round.kHint', { max: matchingLimits.maxK })}
            min={1}
            max={matchingLimits.maxK}
            required
            {...form.getInputProps('k')}
          />
        ) : null}
        <WholeNumberInput
          label={labels.min_score}
          description={t('round.minScoreHint', { max: matchingLimits.maxScore })}
          min={0}
          max={matchingLimits.maxScore}
          {...form.getInputProps('min_score')}
        />
        <WholeNumberInput
          label={labels.max_class_year_gap}
          description={t('round.gapHint')}
          min={0}
          max={matchingLimits.maxClassYear}
          {...form.getInputProps('max_class_year_gap')}
        />
        <Select
          label={labels.department_rule}
          allowDeselect={false}
          data={matchDepartmentRules.map((rule) => ({
            value: rule,
            label: t(`departmentRules.${rule}`),
          }))}
          {...form.getInputProps('department_rule')}
        />
      </SimpleGrid>
      <Checkbox
        label={labels.height_enabled}
        description={t('round.heightHint')}
        {...form.getInputProps('height_enabled', { type: 'checkbox' })}
      />
    </>
  );
}

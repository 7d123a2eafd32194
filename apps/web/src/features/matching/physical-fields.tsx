import { useMemo } from 'react';
import {
  Checkbox,
  Fieldset,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  matchAvailabilitySlots,
  matchGenders,
  matchingLimits,
  matchLanguages,
  matchMeetingModes,
  matchPhysicalBodySchema,
  matchVisibleFields,
} from '@campus/contracts';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../lib/form-validation';
import { toPhysicalBody, type PhysicalFormValues } from './physical-form-values';

/**
 * The physical record's form, shared by the student's own form (`/matches`)
 * and the admins' correction: the same fields, options, checks and field
 * errors. Only the words differ (you / they), so each caller hands its texts
 * as `text(key)` over the same keys: `fields.*`, `genders.*`, `languages.*`,
 * `meetingModes.*`, `days.*`, `dayParts.*`, `visible.*` and `rules.*`.
 */
export type PhysicalText = (key: string, options?: Record<string, unknown>) => string;

export const physicalFieldNames = [
  'birth_year',
  'gender',
  'genders_sought',
  'age_min',
  'age_max',
  'height_cm',
  'height_min',
  'height_max',
  'campus',
  'same_campus_only',
  'department',
  'class_year',
  'languages',
  'meeting_mode',
  'availability',
  'visible_fields',
] as const;

/** The labelled options of a physical record's enumerations. */
export function usePhysicalOptions(text: PhysicalText) {
  return useMemo(
    () => ({
      genders: matchGenders.map((value) => ({ value, label: text(`genders.${value}`) })),
      languages: matchLanguages.map((value) => ({ value, label: text(`languages.${value}`) })),
      meetingModes: matchMeetingModes.map((value) => ({
        value,
        label: text(`meetingModes.${value}`),
      })),
      slots: matchAvailabilitySlots.map((value) => {
        const [day = '', part = ''] = value.split('_');
        return { value, label: `${text(`days.${day}`)} ${text(`dayParts.${part}`)}` };
      }),
      visible: matchVisibleFields.map((value) => ({ value, label: text(`visible.${value}`) })),
      classYears: Array.from({ length: matchingLimits.maxClassYear }, (_, index) => ({
        value: String(index + 1),
        label: String(index + 1),
      })),
    }),
    [text],
  );
}

const isNumber = (value: number | string): value is number => typeof value === 'number';

/** A lowest value above its highest (age or height): the API's `min_above_max` rule, checked here first. */
function rangeErrors(values: PhysicalFormValues, message: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isNumber(values.age_min) && isNumber(values.age_max) && values.age_min > values.age_max)
    errors.age_min = message;
  if (
    isNumber(values.height_min) &&
    isNumber(values.height_max) &&
    values.height_min > values.height_max
  )
    errors.height_min = message;
  return errors;
}

/** Labels, options, the form's own checks and the API's field errors, in the caller's words. */
export function usePhysicalFormKit(text: PhysicalText) {
  const labels = useMemo(
    () => Object.fromEntries(physicalFieldNames.map((field) => [field, text(`fields.${field}`)])),
    [text],
  );
  const ruleMessages = useMemo(
    () => ({
      too_young: text('rules.tooYoung', { age: matchingLimits.minAge }),
      too_old: text('rules.tooOld'),
      min_above_max: text('rules.minAboveMax'),
    }),
    [text],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  const problemErrors = useProblemFieldErrors(labels, ruleMessages);
  const options = usePhysicalOptions(text);
  const validate = (values: PhysicalFormValues) => ({
    ...rangeErrors(values, ruleMessages.min_above_max),
    ...validateWith(matchPhysicalBodySchema, toPhysicalBody(values), labels, issueMessage),
  });
  return { labels, options, validate, problemErrors };
}

export type PhysicalFormKit = ReturnType<typeof usePhysicalFormKit>;

export interface PhysicalFieldsProps {
  form: UseFormReturnType<PhysicalFormValues>;
  kit: PhysicalFormKit;
  texts: {
    /** The two groups' legends: the person's facts, and whom they would meet. */
    person: string;
    wishes: string;
    datingOnly: string;
    heightHint: string;
    visibleHint: string;
  };
  /** Two columns from the `sm` width (a page); one column in a narrow drawer. */
  wide?: boolean;
}

/** The groups' legends read as the headings of their fields. */
const legendStyles = { legend: { fontWeight: 600, marginBottom: 'var(--mantine-spacing-xs)' } };

/** The fields of a physical record, in two groups. */
export function PhysicalFields({ form, kit, texts, wide = false }: PhysicalFieldsProps) {
  const { labels, options } = kit;
  const number = (field: (typeof physicalFieldNames)[number], min: number, max: number) => (
    <NumberInput
      label={labels[field]}
      min={min}
      max={max}
      allowDecimal={false}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
  return (
    <>
      <Fieldset legend={texts.person} variant="unstyled" styles={legendStyles}>
        <SimpleGrid cols={wide ? { base: 1, sm: 2 } : 1} spacing="sm">
          {number('birth_year', 1900, 2100)}
          <Select
            label={labels.gender}
            data={options.genders}
            clearable
            key={form.key('gender')}
            {...form.getInputProps('gender')}
          />
          {number('height_cm', matchingLimits.minHeight, matchingLimits.maxHeight)}
          <Select
            label={labels.class_year}
            data={options.classYears}
            clearable
            key={form.key('class_year')}
            {...form.getInputProps('class_year')}
          />
          <TextInput
            label={labels.campus}
            maxLength={matchingLimits.campusMaxLength}
            key={form.key('campus')}
            {...form.getInputProps('campus')}
          />
          <TextInput
            label={labels.department}
            maxLength={matchingLimits.departmentMaxLength}
            key={form.key('department')}
            {...form.getInputProps('department')}
          />
          <MultiSelect
            label={labels.languages}
            data={options.languages}
            key={form.key('languages')}
            {...form.getInputProps('languages')}
          />
          <Select
            label={labels.meeting_mode}
            data={options.meetingModes}
            allowDeselect={false}
            key={form.key('meeting_mode')}
            {...form.getInputProps('meeting_mode')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={texts.wishes} variant="unstyled" styles={legendStyles}>
        <Stack gap="sm">
          <MultiSelect
            label={labels.genders_sought}
            description={texts.datingOnly}
            data={options.genders}
            key={form.key('genders_sought')}
            {...form.getInputProps('genders_sought')}
          />
          <SimpleGrid cols={2} spacing="sm">
            {number('age_min', matchingLimits.minAge, matchingLimits.maxAge)}
            {number('age_max', matchingLimits.minAge, matchingLimits.maxAge)}
            {number('height_min', matchingLimits.minHeight, matchingLimits.maxHeight)}
            {number('height_max', matchingLimits.minHeight, matchingLimits.maxHeight)}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {texts.heightHint}
          </Text>
          <Checkbox
            label={labels.same_campus_only}
            key={form.key('same_campus_only')}
            {...form.getInputProps('same_campus_only', { type: 'checkbox' })}
          />
          <MultiSelect
            label={labels.availability}
            data={options.slots}
            key={form.key('availability')}
            {...form.getInputProps('availability')}
          />
          <MultiSelect
            label={labels.visible_fields}
            description={texts.visibleHint}
            data={options.visible}
            key={form.key('visible_fields')}
            {...form.getInputProps('visible_fields')}
          />
        </Stack>
      </Fieldset>
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import {
  Checkbox,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  matchAvailabilitySlots,
  matchGenders,
  matchingLimits,
  matchLanguages,
  matchMeetingModes,
  matchPhysicalBodySchema,
  matchVisibleFields,
  type MatchPhysical,
} from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../../lib/form-validation';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSavePhysical } from '../api';
import {
  toPhysicalBody,
  toPhysicalFormValues,
  type PhysicalFormValues,
} from '../physical-form-values';

interface PhysicalFormProps {
  physical: MatchPhysical | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

const numberFields = ['birth_year', 'age_min', 'age_max', 'height_cm', 'height_min', 'height_max'];

/** Fills or changes my physical record (`PUT /matches/physical`), the API's field errors on the fields. */
export function PhysicalForm({ physical, onDirtyChange, onCancel, onSaved }: PhysicalFormProps) {
  const { t } = useTranslation('matching');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const save = useSavePhysical();
  const [failure, setFailure] = useState<string | null>(null);
  const labels = useMemo(
    () =>
      Object.fromEntries(
        [
          ...numberFields,
          'gender',
          'genders_sought',
          'campus',
          'same_campus_only',
          'department',
          'class_year',
          'languages',
          'meeting_mode',
          'availability',
          'visible_fields',
        ].map((field) => [field, t(`physical.fields.${field}`)]),
      ),
    [t],
  );
  const ruleMessages = useMemo(
    () => ({
      too_young: t('physical.rules.tooYoung', { age: matchingLimits.minAge }),
      too_old: t('physical.rules.tooOld'),
      min_above_max: t('physical.rules.minAboveMax'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  const problemErrors = useProblemFieldErrors(labels, ruleMessages);
  const initialValues = useMemo(() => toPhysicalFormValues(physical), [physical]);
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<PhysicalFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) =>
      validateWith(matchPhysicalBodySchema, toPhysicalBody(values), labels, issueMessage),
    onValuesChange: (values) => {
      setIsDirty(JSON.stringify(values) !== JSON.stringify(initialValues));
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  const options = useMemo(
    () => ({
      genders: matchGenders.map((value) => ({ value, label: t(`physical.genders.${value}`) })),
      languages: matchLanguages.map((value) => ({
        value,
        label: t(`physical.languages.${value}`),
      })),
      meetingModes: matchMeetingModes.map((value) => ({
        value,
        label: t(`physical.meetingModes.${value}`),
      })),
      slots: matchAvailabilitySlots.map((value) => {
        const [day = '', part = ''] = value.split('_');
        return { value, label: `${t(`physical.days.${day}`)} ${t(`physical.dayParts.${part}`)}` };
      }),
      visible: matchVisibleFields.map((value) => ({ value, label: t(`physical.fields.${value}`) })),
      classYears: Array.from({ length: matchingLimits.maxClassYear }, (_, index) => ({
        value: String(index + 1),
        label: String(index + 1),
      })),
    }),
    [t],
  );

  function submit(values: PhysicalFormValues) {
    setFailure(null);
    save.mutate(
      { body: toPhysicalBody(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('physical.saved') });
          onSaved();
        },
        onError: (error) => {
          setFailure(errorMessage(error));
          if (error instanceof ProblemError) form.setErrors(problemErrors(error.problem.errors));
        },
      },
    );
  }

  const number = (field: string, min: number, max: number) => (
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
    <form
      noValidate
      aria-label={t('physical.title')}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="sm">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        {number('birth_year', 1900, 2100)}
        <Select
          label={labels.gender}
          data={options.genders}
          clearable
          key={form.key('gender')}
          {...form.getInputProps('gender')}
        />
        <MultiSelect
          label={labels.genders_sought}
          description={t('physical.datingOnly')}
          data={options.genders}
          key={form.key('genders_sought')}
          {...form.getInputProps('genders_sought')}
        />
        <SimpleGrid cols={2} spacing="sm">
          {number('age_min', matchingLimits.minAge, matchingLimits.maxAge)}
          {number('age_max', matchingLimits.minAge, matchingLimits.maxAge)}
        </SimpleGrid>
        {number('height_cm', matchingLimits.minHeight, matchingLimits.maxHeight)}
        <SimpleGrid cols={2} spacing="sm">
          {number('height_min', matchingLimits.minHeight, matchingLimits.maxHeight)}
          {number('height_max', matchingLimits.minHeight, matchingLimits.maxHeight)}
        </SimpleGrid>
        <TextInput
          label={labels.campus}
          maxLength={matchingLimits.campusMaxLength}
          key={form.key('campus')}
          {...form.getInputProps('campus')}
        />
        <Checkbox
          label={labels.same_campus_only}
          key={form.key('same_campus_only')}
          {...form.getInputProps('same_campus_only', { type: 'checkbox' })}
        />
        <TextInput
          label={labels.department}
          maxLength={matchingLimits.departmentMaxLength}
          key={form.key('department')}
          {...form.getInputProps('department')}
        />
        <Select
          label={labels.class_year}
          data={options.classYears}
          clearable
          key={form.key('class_year')}
          {...form.getInputProps('class_year')}
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
        <MultiSelect
          label={labels.availability}
          data={options.slots}
          key={form.key('availability')}
          {...form.getInputProps('availability')}
        />
        <MultiSelect
          label={labels.visible_fields}
          description={t('physical.visibleHint')}
          data={options.visible}
          key={form.key('visible_fields')}
          {...form.getInputProps('visible_fields')}
        />
        <FormActions
          isNew={physical === null}
          isDirty={isDirty}
          pending={save.isPending}
          onCancel={onCancel}
          submitLabel={t('physical.save')}
        />
      </Stack>
    </form>
  );
}

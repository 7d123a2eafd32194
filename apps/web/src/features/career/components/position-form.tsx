import { useEffect, useMemo, useState } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  careerLimits,
  employmentTypes,
  positionStatuses,
  positionWriteBodySchema,
  type CareerPosition,
} from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCreatePosition, useUpdatePosition } from '../api';
import {
  toPositionInput,
  usePositionFieldLabels,
  usePositionValidation,
  type PositionFormValues,
} from '../use-career-validation';

function valuesOf(position: CareerPosition | null): PositionFormValues {
  return {
    title: position?.title ?? '',
    team: position?.team ?? '',
    location: position?.location ?? '',
    employment_type: position?.employment_type ?? 'internship',
    description: position?.description ?? '',
    requirements: position?.requirements.join('\n') ?? '',
    status: position?.status ?? 'open',
    display_order: position?.display_order ?? 0,
  };
}

function same(a: PositionFormValues, b: PositionFormValues): boolean {
  return (Object.keys(a) as (keyof PositionFormValues)[]).every(
    (key) => String(a[key]) === String(b[key]),
  );
}

interface PositionFormProps {
  position: CareerPosition | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** Adds (`POST`) or saves (`PUT`) a career position. */
export function PositionForm({ position, onDirtyChange, onCancel, onSaved }: PositionFormProps) {
  const { t } = useTranslation('career');
  const { t: tCommon } = useTranslation('common');
  const labels = usePositionFieldLabels();
  const validate = usePositionValidation(labels);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const errorMessage = useErrorMessage();
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(position), [position]);
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<PositionFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate,
    onValuesChange: (values) => {
      setIsDirty(!same(values, initialValues));
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  function submit(values: PositionFormValues) {
    setFailure(null);
    const body = positionWriteBodySchema.parse(toPositionInput(values));
    const callbacks = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('admin.saved') });
        onSaved();
      },
      onError: (error: Error) => {
        setFailure(errorMessage(error));
        if (error instanceof ProblemError) form.setErrors(problemFieldErrors(error.problem.errors));
      },
    };
    if (position === null) create.mutate({ body }, callbacks);
    else update.mutate({ params: { position_id: position.position_id }, body }, callbacks);
  }

  return (
    <form
      noValidate
      aria-label={
        position === null
          ? t('admin.addPosition')
          : t('admin.editPosition', { title: position.title })
      }
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <TextInput
          label={labels.title}
          required
          maxLength={careerLimits.titleMaxLength}
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={labels.team}
            required
            maxLength={careerLimits.teamMaxLength}
            key={form.key('team')}
            {...form.getInputProps('team')}
          />
          <TextInput
            label={labels.location}
            required
            maxLength={careerLimits.locationMaxLength}
            key={form.key('location')}
            {...form.getInputProps('location')}
          />
          <Select
            label={labels.employment_type}
            required
            allowDeselect={false}
            data={employmentTypes.map((type) => ({
              value: type,
              label: t(`employmentTypes.${type}`),
            }))}
            key={form.key('employment_type')}
            {...form.getInputProps('employment_type')}
          />
          <Select
            label={labels.status}
            required
            allowDeselect={false}
            data={positionStatuses.map((status) => ({
              value: status,
              label: t(`positionStatuses.${status}`),
            }))}
            key={form.key('status')}
            {...form.getInputProps('status')}
          />
          <NumberInput
            label={labels.display_order}
            min={0}
            max={10_000}
            allowDecimal={false}
            key={form.key('display_order')}
            {...form.getInputProps('display_order')}
          />
        </SimpleGrid>
        <Textarea
          label={labels.description}
          required
          minRows={5}
          maxLength={careerLimits.descriptionMaxLength}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Textarea
          label={labels.requirements}
          description={t('form.requirementsDescription')}
          minRows={4}
          key={form.key('requirements')}
          {...form.getInputProps('requirements')}
        />
        <FormActions
          isNew={position === null}
          isDirty={isDirty}
          pending={create.isPending || update.isPending}
          onCancel={onCancel}
          submitLabel={position === null ? t('form.add') : t('form.save')}
        />
      </Stack>
    </form>
  );
}

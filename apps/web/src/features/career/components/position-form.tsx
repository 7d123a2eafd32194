import { useMemo } from 'react';
import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  careerLimits,
  employmentTypes,
  positionStatuses,
  positionWriteBodySchema,
  type CareerPosition,
} from '@campus/contracts';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { ValidatedForm } from '../../../components/validated-form';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { useEditorForm } from '../../../lib/use-form-failure';
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

interface PositionFormProps extends EditorFormProps {
  position: CareerPosition | null;
}

/** Adds (`POST`) or saves (`PUT`) a career position. */
export function PositionForm({ position, onDirtyChange, onCancel, onSaved }: PositionFormProps) {
  const { t } = useTranslation('career');
  const labels = usePositionFieldLabels();
  const validate = usePositionValidation(labels);
  const problemErrors = useProblemFieldErrors(labels);
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const initialValues = useMemo(() => valuesOf(position), [position]);
  const { form, isDirty, failure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues: same,
    problemErrors,
    onDirtyChange,
  });

  function submit(values: PositionFormValues) {
    const body = positionWriteBodySchema.parse(toPositionInput(values));
    const callbacks = saveCallbacks(t('admin.saved'), onSaved);
    if (position === null) create.mutate({ body }, callbacks);
    else update.mutate({ params: { position_id: position.position_id }, body }, callbacks);
  }

  return (
    <ValidatedForm
      label={
        position === null
          ? t('admin.addPosition')
          : t('admin.editPosition', { title: position.title })
      }
      onSubmit={handleSubmit(submit)}
      failure={failure}
      actions={{
        isNew: position === null,
        isDirty,
        pending: create.isPending || update.isPending,
        onCancel,
        submitLabel: position === null ? t('form.add') : t('form.save'),
      }}
    >
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
    </ValidatedForm>
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { MatchPhysical } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSavePhysical } from '../api';
import { PhysicalFields, usePhysicalFormKit, type PhysicalText } from '../physical-fields';
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

/** Fills or changes my physical record (`PUT /matches/physical`), the API's field errors on the fields. */
export function PhysicalForm({ physical, onDirtyChange, onCancel, onSaved }: PhysicalFormProps) {
  const { t } = useTranslation('matching');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const save = useSavePhysical();
  const [failure, setFailure] = useState<string | null>(null);
  const text = useCallback<PhysicalText>((key, options) => t(`physical.${key}`, options), [t]);
  const kit = usePhysicalFormKit(text);
  const initialValues = useMemo(() => toPhysicalFormValues(physical), [physical]);
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<PhysicalFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: kit.validate,
    onValuesChange: (values) => {
      setIsDirty(JSON.stringify(values) !== JSON.stringify(initialValues));
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

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
          if (error instanceof ProblemError)
            form.setErrors(kit.problemErrors(error.problem.errors));
        },
      },
    );
  }

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
        <PhysicalFields
          form={form}
          kit={kit}
          texts={{
            person: t('physical.person'),
            wishes: t('physical.wishes'),
            datingOnly: t('physical.datingOnly'),
            heightHint: t('physical.heightHint'),
            visibleHint: t('physical.visibleHint'),
          }}
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

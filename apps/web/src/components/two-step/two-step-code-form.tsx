import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert';
import { useTwoStepFailure } from './use-two-step-failure';

interface TwoStepCodeFormProps {
  /** Sends the code; a failure is said under the field (a wrong code) or above the button. */
  onSubmit: (code: string) => Promise<void>;
  submitLabel: string;
  /** Only a code from the app (a setup); else a recovery code is welcome too. */
  appCodeOnly?: boolean;
  submitColor?: string;
  /** Puts the caret in the field when it appears (the next step of a sign-in, a dialog). */
  focusOnMount?: boolean;
}

/** One field for a code from the authenticator app (or a recovery code), and its button. */
export function TwoStepCodeForm({
  onSubmit,
  submitLabel,
  appCodeOnly = false,
  submitColor,
  focusOnMount = false,
}: TwoStepCodeFormProps) {
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) fieldRef.current?.focus();
  }, [focusOnMount]);
  const { t } = useTranslation('two-step');
  const describeFailure = useTwoStepFailure();
  const form = useForm<{ code: string; failure: string }>({
    initialValues: { code: '', failure: '' },
    validate: {
      code: (value) => (value.trim() === '' ? t('errors.codeRequired') : null),
    },
  });

  const handleSubmit = form.onSubmit(async ({ code }) => {
    form.setFieldValue('failure', '');
    try {
      await onSubmit(code.trim());
    } catch (error) {
      const message = describeFailure(error);
      if (message === t('errors.wrongCode')) {
        // Cleared for the next code first: a change of the value clears the field's error.
        form.setFieldValue('code', '');
        form.setFieldError('code', message);
      } else {
        form.setFieldValue('failure', message);
      }
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={appCodeOnly ? t('fields.appCode') : t('fields.code')}
          description={appCodeOnly ? undefined : t('fields.codeHint')}
          autoComplete="one-time-code"
          inputMode={appCodeOnly ? 'numeric' : 'text'}
          maxLength={24}
          required
          ref={fieldRef}
          data-autofocus={focusOnMount ? true : undefined}
          styles={{
            input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 2 },
          }}
          {...form.getInputProps('code')}
        />
        {form.values.failure === '' ? null : <ErrorAlert>{form.values.failure}</ErrorAlert>}
        <Button type="submit" loading={form.submitting} color={submitColor}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

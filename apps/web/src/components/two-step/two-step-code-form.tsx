import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert';
import { isWrongTwoStepCode, useTwoStepFailure } from './use-two-step-failure';

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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    initialValues: { code: '' },
    validate: {
      code: (value) => (value.trim() === '' ? t('errors.codeRequired') : null),
    },
  });

  const handleSubmit = form.onSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onSubmit(code.trim());
    } catch (error) {
      if (isWrongTwoStepCode(error)) {
        // Cleared for the next code first: a change of the value clears the field's error.
        form.setFieldValue('code', '');
        form.setFieldError('code', describeFailure(error));
      } else {
        setFailure(describeFailure(error));
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
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Button type="submit" loading={form.submitting} color={submitColor}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

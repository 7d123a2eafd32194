import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailSchema } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/form-validation';
import { toFailure } from '../failure';
import { FailureAlert } from './failure-alert';

interface EmailFormProps {
  submitLabel: string;
  /** Sends the request for the normalised address; a rejection shows the server's detail. */
  onSubmit: (email: string) => Promise<unknown>;
  /** Called with the address once the request succeeded. */
  onSent: (email: string) => void;
  submitColor?: string;
}

/** One e-mail field and a button: resend a link, forgotten password, account deletion. */
export function EmailForm({ submitLabel, onSubmit, onSent, submitColor }: EmailFormProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { user_email: '' },
    validate: { user_email: (value) => fieldError(emailSchema, value, t('fields.email')) },
  });

  const handleSubmit = form.onSubmit(async ({ user_email }) => {
    setFailure(null);
    try {
      const email = emailSchema.parse(user_email);
      await onSubmit(email);
      onSent(email);
    } catch (error) {
      const read = await toFailure(error, tc('errors.generic'), tc('errors.invalidResponse'));
      setFailure(read.message);
    }
  });

  return (
    <Stack gap="md">
      {failure !== null && <FailureAlert>{failure}</FailureAlert>}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.getInputProps('user_email')}
          />
          <Button type="submit" fullWidth size="md" color={submitColor} loading={form.submitting}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

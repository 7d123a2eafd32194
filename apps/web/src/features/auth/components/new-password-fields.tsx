import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { newPasswordSchema, passwordLimits } from '@campus/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldErrorCheck } from '../../../lib/form-validation';
import { PasswordField } from './password-field';

export interface NewPasswordValues {
  new_password: string;
  confirm_password: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Rules of a new password and its confirmation ('Passwords do not match', SPEC.md section 5). */
export function newPasswordRules(fieldError: FieldErrorCheck, t: Translate, tc: Translate) {
  return {
    new_password: (value: string) => fieldError(newPasswordSchema, value, t('fields.newPassword')),
    confirm_password: (value: string, values: NewPasswordValues) => {
      if (value === '') return tc('validation.required', { field: t('fields.confirmNewPassword') });
      return value === values.new_password ? null : tc('validation.passwordsMismatch');
    },
  };
}

/** A new password and its confirmation. */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <PasswordField
        label={t('fields.newPassword')}
        description={t('fields.newPasswordHint', { min: passwordLimits.minLength })}
        autoComplete="new-password"
        required
        {...form.getInputProps('new_password')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm_password')}
      />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import { newPasswordSchema, passwordLimits } from '@campus/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldErrorCheck } from '../../../lib/form-validation';
import { PasswordField } from './password-field';

export interface NewPasswordValues {
  new_password: string;
  confirm_password: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The rule of a password's confirmation, named `label`: given, and the same as
 * the password `passwordOf` reads ('Passwords do not match', SPEC.md section 5).
 */
export function confirmationRule<Values>(
  passwordOf: (values: Values) => string,
  label: string,
  tc: Translate,
) {
  return (value: string, values: Values) => {
    if (value === '') return tc('validation.required', { field: label });
    return value === passwordOf(values) ? null : tc('validation.passwordsMismatch');
  };
}

/** Rules of a new password and its confirmation. */
export function newPasswordRules(fieldError: FieldErrorCheck, t: Translate, tc: Translate) {
  return {
    new_password: (value: string) => fieldError(newPasswordSchema, value, t('fields.newPassword')),
    confirm_password: confirmationRule(
      (values: NewPasswordValues) => values.new_password,
      t('fields.confirmNewPassword'),
      tc,
    ),
  };
}

/** A password to choose, its rule as the hint, and its confirmation: the form's inputs of both. */
export function PasswordPairFields({
  labels,
  password,
  confirmation,
}: {
  labels: { password: string; confirmation: string };
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={labels.password}
        description={t('fields.newPasswordHint', { min: passwordLimits.minLength })}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
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
      <PasswordPairFields
        labels={{ password: t('fields.newPassword'), confirmation: t('fields.confirmNewPassword') }}
        password={form.getInputProps('new_password')}
        confirmation={form.getInputProps('confirm_password')}
      />
    </Stack>
  );
}

import { Anchor, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { emailSchema, localeSchema, newPasswordSchema } from '@campus/contracts';
import type { Locale } from '@campus/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FieldErrorCheck } from '../../../lib/form-validation';
import { isLocale } from '../../../lib/i18n';
import { confirmationRule, PasswordPairFields } from './new-password-fields';

/** The fields every new account has (`registerBodySchema`), plus the password confirmation and the terms. */
export interface AccountValues {
  user_first_name: string;
  user_last_name: string;
  user_email: string;
  user_password: string;
  confirm_password: string;
  locale: Locale;
  accept_terms: boolean;
}

const nameMaxLength = 100;

export function initialAccountValues(language: string): AccountValues {
  return {
    user_first_name: '',
    user_last_name: '',
    user_email: '',
    user_password: '',
    confirm_password: '',
    locale: isLocale(language) ? language : 'en',
    accept_terms: false,
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The validation rules of the account fields, worded like the API (SPEC.md section 5). */
export function accountRules(fieldError: FieldErrorCheck, t: Translate, tc: Translate) {
  const name = (value: string, label: string) => {
    if (value.trim() === '') return tc('validation.required', { field: label });
    if (value.trim().length > nameMaxLength)
      return tc('validation.maxLength', { max: nameMaxLength });
    return null;
  };
  return {
    user_first_name: (value: string) => name(value, t('fields.firstName')),
    user_last_name: (value: string) => name(value, t('fields.lastName')),
    user_email: (value: string) => fieldError(emailSchema, value, t('fields.email')),
    user_password: (value: string) => fieldError(newPasswordSchema, value, t('fields.password')),
    confirm_password: confirmationRule(
      (values: AccountValues) => values.user_password,
      t('fields.confirmPassword'),
      tc,
    ),
    locale: (value: Locale) => fieldError(localeSchema, value, t('fields.locale')),
    accept_terms: (value: boolean) => (value ? null : t('validation.acceptTerms')),
  };
}

/** The account part of the student and graduate registration forms. */
export function AccountFields<Values extends AccountValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          {...form.getInputProps('user_first_name')}
        />
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          {...form.getInputProps('user_last_name')}
        />
      </SimpleGrid>
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        description={t('fields.emailHint')}
        required
        {...form.getInputProps('user_email')}
      />
      <PasswordPairFields
        labels={{ password: t('fields.password'), confirmation: t('fields.confirmPassword') }}
        password={form.getInputProps('user_password')}
        confirmation={form.getInputProps('confirm_password')}
      />
      <Select
        label={t('fields.locale')}
        description={t('fields.localeHint')}
        data={[
          { value: 'en', label: tc('language.en') },
          { value: 'tr', label: tc('language.tr') },
        ]}
        allowDeselect={false}
        required
        {...form.getInputProps('locale')}
      />
      <Checkbox
        label={
          <Trans
            t={t}
            i18nKey="fields.acceptTerms"
            components={{
              terms: (
                <Anchor component={Link} to="/policies/terms" target="_blank" rel="noopener" />
              ),
              kvkk: <Anchor component={Link} to="/policies/kvkk" target="_blank" rel="noopener" />,
            }}
          />
        }
        {...form.getInputProps('accept_terms', { type: 'checkbox' })}
      />
    </Stack>
  );
}

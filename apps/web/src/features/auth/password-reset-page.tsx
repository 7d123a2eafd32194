import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailTokenSchema } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { tokenStore } from '../../lib/api-client';
import { getAuthState, setSignedOut } from '../../lib/auth-store';
import { useFieldError } from '../../lib/form-validation';
import { serverFieldErrors } from './apply-server-errors';
import { resetPassword } from './api';
import { MissingToken, RequestNewLink, TokenFailure } from './components/link-failure';
import type { NewPasswordValues } from './components/new-password-fields';
import { NewPasswordFields, newPasswordRules } from './components/new-password-fields';
import { SuccessPanel } from './components/success-panel';
import type { Failure } from './failure';
import { toFailure } from './failure';

/** `/reception/password-reset?token=`: a new password from an e-mailed link; every session ends. */
export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const fieldError = useFieldError();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasToken = emailTokenSchema.safeParse(token).success;
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isDone, setDone] = useState(false);
  const requestNew = (
    <RequestNewLink to="/reception/password-forgot">{t('passwordReset.requestNew')}</RequestNewLink>
  );

  const form = useForm<NewPasswordValues>({
    initialValues: { new_password: '', confirm_password: '' },
    validate: newPasswordRules(fieldError, t, tc),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(token.trim(), values.new_password);
      // The API ended every session of the account, this tab's included.
      if (getAuthState().isAuthenticated) {
        tokenStore.clearTokens();
        setSignedOut();
      }
      setDone(true);
    } catch (error) {
      const read = await toFailure(error, tc('errors.generic'), tc('errors.invalidResponse'));
      const fieldErrors = serverFieldErrors(read, ['new_password'], tc('errors.passwordTooCommon'));
      form.setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(read);
    }
  });

  let content;
  if (!hasToken) {
    content = (
      <MissingToken title={t('passwordReset.invalidTitle')} link={requestNew}>
        {t('passwordReset.noToken')}
      </MissingToken>
    );
  } else if (isDone) {
    content = (
      <SuccessPanel
        title={t('passwordReset.doneTitle')}
        actions={
          <Button component={Link} to="/reception/login">
            {t('common.toLogin')}
          </Button>
        }
      >
        {t('passwordReset.doneBody')}
      </SuccessPanel>
    );
  } else {
    content = (
      <Stack gap="lg">
        {failure !== null && (
          <TokenFailure
            message={failure.message}
            link={failure.code === 'invalid_token' && requestNew}
          />
        )}
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="lg">
            <NewPasswordFields form={form} />
            <Button type="submit" fullWidth size="md" loading={form.submitting}>
              {t('passwordReset.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    );
  }

  return (
    <CardPage
      title={t('passwordReset.title')}
      description={hasToken && !isDone ? t('passwordReset.description') : undefined}
      standalone
    >
      {content}
    </CardPage>
  );
}

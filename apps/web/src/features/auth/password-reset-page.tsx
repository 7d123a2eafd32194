import { Anchor, Button, Stack, Text } from '@mantine/core';
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
import { FailureAlert } from './components/failure-alert';
import type { NewPasswordValues } from './components/new-password-fields';
import { NewPasswordFields, newPasswordRules } from './components/new-password-fields';
import { SuccessPanel } from './components/success-panel';
import type { Failure } from './failure';
import { toFailure } from './failure';

function RequestNewLink() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to="/reception/password-forgot" size="sm" fw={600}>
      {t('passwordReset.requestNew')}
    </Anchor>
  );
}

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
      <Stack gap="md">
        <FailureAlert title={t('passwordReset.invalidTitle')}>
          {t('passwordReset.noToken')}
        </FailureAlert>
        <RequestNewLink />
      </Stack>
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
          <FailureAlert>
            <Stack gap={6} align="flex-start">
              <Text size="sm">{failure.message}</Text>
              {failure.code === 'invalid_token' && <RequestNewLink />}
            </Stack>
          </FailureAlert>
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

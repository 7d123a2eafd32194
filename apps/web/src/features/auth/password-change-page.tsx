import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { enteredPasswordSchema } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardPage } from '../../components/card-page';
import { signIn } from '../../lib/auth-store';
import { useFieldError } from '../../lib/form-validation';
import { readStorage, storageKeys } from '../../lib/storage-keys';
import { serverFieldErrors } from './apply-server-errors';
import { changePassword } from './api';
import { FailureAlert } from './components/failure-alert';
import { NewPasswordFields, newPasswordRules } from './components/new-password-fields';
import { PasswordField } from './components/password-field';
import { SuccessPanel } from './components/success-panel';
import { toFailure } from './failure';

interface PasswordChangeValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/** Whether this session was started with "Remember me": its refresh token is kept in localStorage. */
function isRemembered(): boolean {
  return readStorage('local', storageKeys.refreshToken) !== null;
}

/** `/reception/password-change`: the API ends every other session and answers fresh tokens for this one. */
export function PasswordChangePage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);

  const form = useForm<PasswordChangeValues>({
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: {
      current_password: (value) =>
        fieldError(enteredPasswordSchema, value, t('fields.currentPassword')),
      ...newPasswordRules(fieldError, t, tc),
    },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const remembered = isRemembered();
      const response = await changePassword(values.current_password, values.new_password);
      signIn(response, remembered);
      form.reset();
      setDone(true);
    } catch (error) {
      const read = await toFailure(error, tc('errors.generic'), tc('errors.invalidResponse'));
      const fieldErrors = serverFieldErrors(
        read,
        ['current_password', 'new_password'],
        tc('errors.passwordTooCommon'),
      );
      if (read.code === 'invalid_credentials' && !('current_password' in fieldErrors)) {
        fieldErrors.current_password = read.message;
      }
      form.setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(read.message);
    }
  });

  return (
    <CardPage
      title={t('passwordChange.title')}
      description={isDone ? undefined : t('passwordChange.description')}
    >
      {isDone ? (
        <SuccessPanel
          title={t('passwordChange.doneTitle')}
          icon={<IconShieldCheck size={32} stroke={1.6} />}
          actions={
            <Button component={Link} to="/profile/view" variant="light">
              {t('passwordChange.toProfile')}
            </Button>
          }
        >
          {t('passwordChange.doneBody')}
        </SuccessPanel>
      ) : (
        <Stack gap="lg">
          {failure !== null && <FailureAlert>{failure}</FailureAlert>}
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="lg">
              <PasswordField
                label={t('fields.currentPassword')}
                autoComplete="current-password"
                required
                {...form.getInputProps('current_password')}
              />
              <NewPasswordFields form={form} />
              <Button type="submit" fullWidth size="md" loading={form.submitting}>
                {t('passwordChange.submit')}
              </Button>
            </Stack>
          </form>
          <Anchor component={Link} to="/reception/password-forgot" size="sm" ta="center">
            {t('passwordChange.forgot')}
          </Anchor>
        </Stack>
      )}
    </CardPage>
  );
}

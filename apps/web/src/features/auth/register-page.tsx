import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { registerBodySchema } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardPage } from '../../components/card-page';
import { useFieldError } from '../../lib/form-validation';
import { serverFieldErrors } from './apply-server-errors';
import { register } from './api';
import type { AccountValues } from './components/account-fields';
import { AccountFields, accountRules, initialAccountValues } from './components/account-fields';
import { FailureAlert } from './components/failure-alert';
import { OtherWays } from './components/other-ways';
import { SuccessPanel } from './components/success-panel';
import { toFailure } from './failure';

const accountFieldNames = [
  'user_first_name',
  'user_last_name',
  'user_email',
  'user_password',
  'locale',
] as const;

/** `/reception/register`: a new student account, confirmed by an e-mailed link. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useForm<AccountValues>({
    initialValues: initialAccountValues(i18n.language),
    validate: accountRules(fieldError, t, tc),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const body = registerBodySchema.parse(values);
      await register(body);
      setSentTo(body.user_email);
    } catch (error) {
      const read = await toFailure(error, tc('errors.generic'), tc('errors.invalidResponse'));
      const fieldErrors = serverFieldErrors(
        read,
        accountFieldNames,
        tc('errors.passwordTooCommon'),
      );
      form.setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(read.message);
    }
  });

  return (
    <CardPage
      title={t('register.title')}
      description={sentTo === null ? t('register.description') : undefined}
      standalone
      width={520}
    >
      {sentTo !== null ? (
        <SuccessPanel
          title={t('register.sentTitle')}
          icon={<IconMailCheck size={32} stroke={1.6} />}
          actions={
            <Button component={Link} to="/reception/login" variant="light">
              {t('common.toLogin')}
            </Button>
          }
        >
          {t('register.sentBody', { email: sentTo })}
        </SuccessPanel>
      ) : (
        <Stack gap="lg">
          {failure !== null && <FailureAlert>{failure}</FailureAlert>}
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="lg">
              <AccountFields form={form} />
              <Button type="submit" fullWidth size="md" loading={form.submitting}>
                {t('register.submit')}
              </Button>
            </Stack>
          </form>
          <OtherWays
            question={t('register.haveAccount')}
            answer={{ to: '/reception/login', label: t('register.login') }}
            other={{ to: '/reception-vip/register', label: t('register.graduate') }}
          />
        </Stack>
      )}
    </CardPage>
  );
}

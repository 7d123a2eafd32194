import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { emailTokenSchema } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { resendVerification, verifyEmail } from './api';
import { EmailForm } from './components/email-form';
import { FailureAlert } from './components/failure-alert';
import { WorkingNotice } from './components/working-notice';
import { SuccessPanel } from './components/success-panel';
import { toFailure } from './failure';
import { useRunOnce } from './use-run-once';

type VerifyState =
  { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

function ResendSection() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) {
    return (
      <Text role="status" fw={600}>
        {t('resend.sent', { email: sentTo })}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('verifyEmail.resendTitle')}
      </Title>
      <Text size="sm">{t('verifyEmail.resendBody')}</Text>
      <EmailForm
        submitLabel={t('resend.button')}
        onSubmit={resendVerification}
        onSent={setSentTo}
      />
    </Stack>
  );
}

/** `/reception/verify-email?token=`: confirms the address once, then leads to the login. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasToken = emailTokenSchema.safeParse(token).success;
  const [state, setState] = useState<VerifyState>(
    hasToken ? { status: 'verifying' } : { status: 'failed', message: t('verifyEmail.noToken') },
  );

  useRunOnce(() => {
    if (!hasToken) return;
    verifyEmail(token).then(
      () => {
        setState({ status: 'verified' });
      },
      async (error: unknown) => {
        const read = await toFailure(error, tc('errors.generic'), tc('errors.invalidResponse'));
        setState({ status: 'failed', message: read.message });
      },
    );
  });

  return (
    <CardPage title={t('verifyEmail.title')} standalone>
      {state.status === 'verifying' && <WorkingNotice>{t('verifyEmail.verifying')}</WorkingNotice>}
      {state.status === 'verified' && (
        <SuccessPanel
          title={t('verifyEmail.verifiedTitle')}
          icon={<IconMailCheck size={32} stroke={1.6} />}
          actions={
            <Button component={Link} to="/reception/login">
              {t('common.toLogin')}
            </Button>
          }
        >
          {t('verifyEmail.verifiedBody')}
        </SuccessPanel>
      )}
      {state.status === 'failed' && (
        <Stack gap="lg">
          <FailureAlert title={t('verifyEmail.failedTitle')}>{state.message}</FailureAlert>
          <ResendSection />
        </Stack>
      )}
    </CardPage>
  );
}

import { Button, Stack } from '@mantine/core';
import { isTwoStepChallenge, type LoginResponse, type TwoStepChallenge } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { checkSession, signIn } from '../../lib/auth-store';
import { completeGoogleSignIn } from './api';
import { FailureAlert } from './components/failure-alert';
import { WorkingNotice } from './components/working-notice';
import { TwoStepSignIn } from './components/two-step-sign-in';
import { toFailure } from './failure';
import { afterSignInPath } from './safe-next';
import { useRunOnce } from './use-run-once';

/**
 * `/reception/google/callback?code=&state=`: trades Google's answer for a
 * session once, fetches the user with verify-token (SPEC.md section 4) and
 * goes to the home page.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const providerError = searchParams.get('error');
  const canComplete = code !== '' && state !== '' && providerError === null;
  const [failure, setFailure] = useState<string | null>(
    canComplete ? null : tc('errors.googleFailed'),
  );

  const [secondStep, setSecondStep] = useState<TwoStepChallenge | null>(null);

  async function finish(response: LoginResponse) {
    // Google sign-ins are kept on this device, like "Remember me".
    signIn(response, true);
    await checkSession();
    await navigate(afterSignInPath, { replace: true });
  }

  useRunOnce(() => {
    if (!canComplete) return;
    void (async () => {
      try {
        const answer = await completeGoogleSignIn(code, state);
        if (isTwoStepChallenge(answer)) setSecondStep(answer);
        else await finish(answer);
      } catch (error) {
        const read = await toFailure(
          error,
          tc('errors.googleFailed'),
          tc('errors.invalidResponse'),
        );
        setFailure(read.message);
      }
    })();
  });

  return (
    <CardPage title={t('googleCallback.title')}>
      {secondStep !== null ? (
        <TwoStepSignIn
          challenge={secondStep}
          onSignedIn={finish}
          onRestart={() => {
            void navigate('/reception/login', { replace: true });
          }}
        />
      ) : failure === null ? (
        <WorkingNotice>{t('googleCallback.working')}</WorkingNotice>
      ) : (
        <Stack gap="lg">
          <FailureAlert title={t('googleCallback.failedTitle')}>{failure}</FailureAlert>
          <Button component={Link} to="/reception/login" variant="light">
            {t('common.backToLogin')}
          </Button>
        </Stack>
      )}
    </CardPage>
  );
}

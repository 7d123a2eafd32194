import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { checkSession, signIn } from '../../lib/auth-store';
import { completeGoogleSignIn } from './api';
import { FailureAlert } from './components/failure-alert';
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

  useRunOnce(() => {
    if (!canComplete) return;
    void (async () => {
      try {
        const response = await completeGoogleSignIn(code, state);
        // Google sign-ins are kept on this device, like "Remember me".
        signIn(response, true);
        await checkSession();
        await navigate(afterSignInPath, { replace: true });
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
      {failure === null ? (
        <Center py="lg" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text>{t('googleCallback.working')}</Text>
          </Stack>
        </Center>
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

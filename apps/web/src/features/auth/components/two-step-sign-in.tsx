import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import {
  isTwoStepChallenge,
  type LoginResponse,
  type TwoStepChallenge,
  type TwoStepSetup,
  type TwoStepSetupSignIn,
} from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { RecoveryCodesPanel } from '../../../components/two-step/recovery-codes-panel';
import { TwoStepCodeForm } from '../../../components/two-step/two-step-code-form';
import { TwoStepSetupForm } from '../../../components/two-step/two-step-setup-form';
import { useTwoStepFailure } from '../../../components/two-step/use-two-step-failure';
import { confirmTwoStepSetupAtSignIn, startTwoStepSetupAtSignIn, verifyTwoStep } from '../api';

interface TwoStepSignInProps {
  challenge: TwoStepChallenge;
  /** Keeps the session and goes on, as a sign-in without a second step does. */
  onSignedIn: (response: LoginResponse) => Promise<void>;
  /** Back to the password. */
  onRestart: () => void;
}

/**
 * The second step of a sign-in: a code from the authenticator app (or a
 * recovery code); or, where admins require it and this account has none yet,
 * setting it up, then the recovery codes, then the session.
 */
export function TwoStepSignIn({ challenge: first, onSignedIn, onRestart }: TwoStepSignInProps) {
  const { t } = useTranslation('two-step');
  const describeFailure = useTwoStepFailure();
  const [challenge, setChallenge] = useState(first);
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<TwoStepSetupSignIn | null>(null);

  async function verify(code: string) {
    const answer = await verifyTwoStep(challenge.challenge_token, code);
    if (isTwoStepChallenge(answer)) setChallenge(answer);
    else await onSignedIn(answer);
  }

  async function startSetup() {
    setFailure(null);
    setStarting(true);
    try {
      setSetup(await startTwoStepSetupAtSignIn(challenge.challenge_token));
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setStarting(false);
    }
  }

  const isSetup = challenge.two_step === 'setup';
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        <IconShieldLock size={24} aria-hidden />
        <Title order={2} size="h3">
          {isSetup ? t('signIn.setupTitle') : t('signIn.title')}
        </Title>
      </Group>
      {signedIn !== null ? (
        <RecoveryCodesPanel
          codes={signedIn.recovery_codes}
          email={signedIn.user_current.user_email}
          doneLabel={t('signIn.continue')}
          onDone={() => {
            void onSignedIn(signedIn);
          }}
        />
      ) : !isSetup ? (
        <>
          <Text size="sm">{t('signIn.verifyText')}</Text>
          <TwoStepCodeForm focusOnMount onSubmit={verify} submitLabel={t('signIn.submit')} />
          <Text size="sm" c="dimmed">
            {t('signIn.recoveryHint')}
          </Text>
        </>
      ) : setup === null ? (
        <>
          <Text size="sm">{t('signIn.setupText')}</Text>
          {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
          <Button
            loading={starting}
            onClick={() => {
              void startSetup();
            }}
          >
            {t('signIn.setupStart')}
          </Button>
        </>
      ) : (
        <TwoStepSetupForm
          setup={setup}
          onConfirm={async (code) => {
            setSignedIn(await confirmTwoStepSetupAtSignIn(challenge.challenge_token, code));
          }}
        />
      )}
      {signedIn === null ? (
        <Anchor component="button" type="button" size="sm" onClick={onRestart} ta="center">
          {t('signIn.restart')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

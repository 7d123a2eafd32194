import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconAlertCircle,
  IconBrandGoogle,
  IconHourglass,
  IconInfoCircle,
} from '@tabler/icons-react';
import {
  emailSchema,
  enteredPasswordSchema,
  isTwoStepChallenge,
  loginBodySchema,
  type LoginResponse,
  type TwoStepChallenge,
} from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkSession, signIn } from '../../../lib/auth-store';
import { useFieldError } from '../../../lib/form-validation';
import { useSystemStatus } from '../../../lib/system-status';
import type { LoginKind } from '../api';
import { fetchGoogleUrl, login } from '../api';
import type { Failure } from '../failure';
import { toFailure } from '../failure';
import { afterSignInPath, safeNextPath } from '../safe-next';
import { FailureAlert } from './failure-alert';
import { OtherWays } from './other-ways';
import { PasswordField } from './password-field';
import { ResendVerificationButton } from './resend-verification';
import { TwoStepSignIn } from './two-step-sign-in';

interface LoginValues {
  user_email: string;
  user_password: string;
  remember_me: boolean;
}

/** Why a sign-in failed, with what the form shows for it. */
interface LoginFailure extends Failure {
  /** The address the attempt used, for "Send the link again". */
  email: string;
}

function LoginFailureAlert({ failure }: { failure: LoginFailure }) {
  const { t } = useTranslation('auth');
  if (failure.code === 'email_not_verified') {
    return (
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        title={t('login.notVerifiedTitle')}
        icon={<IconAlertCircle size={20} aria-hidden />}
      >
        <Text size="sm">{failure.message}</Text>
        <ResendVerificationButton email={failure.email} />
      </Alert>
    );
  }
  if (failure.code === 'application_pending' || failure.code === 'application_rejected') {
    const isPending = failure.code === 'application_pending';
    return (
      <Alert
        color={isPending ? 'blue' : 'gray'}
        variant="light"
        role="alert"
        title={isPending ? t('vipLogin.pendingTitle') : t('vipLogin.rejectedTitle')}
        icon={
          isPending ? (
            <IconHourglass size={20} aria-hidden />
          ) : (
            <IconInfoCircle size={20} aria-hidden />
          )
        }
      >
        <Text size="sm">{failure.message}</Text>
        <Text size="sm" mt="xs">
          {isPending ? t('vipLogin.pendingBody') : t('vipLogin.rejectedBody')}
        </Text>
      </Alert>
    );
  }
  return <FailureAlert>{failure.message}</FailureAlert>;
}

function GoogleButton({ onFailure }: { onFailure: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [isStarting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      window.location.assign(await fetchGoogleUrl());
    } catch (error) {
      const failure = await toFailure(
        error,
        tc('errors.googleFailed'),
        tc('errors.invalidResponse'),
      );
      onFailure(failure.message);
      setStarting(false);
    }
  }

  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogle size={18} aria-hidden />}
      loading={isStarting}
      onClick={() => {
        void start();
      }}
    >
      {t('login.google')}
    </Button>
  );
}

/**
 * The e-mail and password sign-in of students (`/reception/login`) and of
 * graduates (`/reception-vip/login`), with the error texts of SPEC.md section 8.
 */
export function LoginForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  // A password that was right, waiting for its second step (two-step sign-in).
  const [secondStep, setSecondStep] = useState<{
    challenge: TwoStepChallenge;
    rememberMe: boolean;
  } | null>(null);
  const isGraduate = kind === 'graduate';
  // Offered only where the installation has Google sign-in configured.
  const googleSignIn = useSystemStatus().data?.google_sign_in === true;

  const form = useForm<LoginValues>({
    initialValues: { user_email: '', user_password: '', remember_me: false },
    validate: {
      user_email: (value) => fieldError(emailSchema, value, t('fields.email')),
      user_password: (value) => fieldError(enteredPasswordSchema, value, t('fields.password')),
    },
  });

  async function describe(error: unknown, email: string): Promise<LoginFailure> {
    const fallback = isGraduate ? tc('errors.authFailed') : tc('errors.loginFailed');
    const read = await toFailure(error, fallback, tc('errors.invalidResponse'));
    if (!isGraduate && read.status === 401) {
      return { ...read, message: tc('errors.invalidCredentials'), email };
    }
    return { ...read, email };
  }

  async function finish(response: LoginResponse, rememberMe: boolean) {
    signIn(response, rememberMe);
    if (isGraduate) {
      // SPEC.md section 4: on the graduate path the user is then fetched with verify-token.
      await checkSession();
      await navigate(afterSignInPath, { replace: true });
      return;
    }
    await navigate(safeNextPath(searchParams.get('next')) ?? afterSignInPath, { replace: true });
  }

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const body = loginBodySchema.parse(values);
      const answer = await login(kind, body);
      if (isTwoStepChallenge(answer)) {
        setSecondStep({ challenge: answer, rememberMe: values.remember_me });
        return;
      }
      await finish(answer, values.remember_me);
    } catch (error) {
      setFailure(await describe(error, values.user_email.trim()));
    }
  });

  if (secondStep !== null) {
    return (
      <TwoStepSignIn
        challenge={secondStep.challenge}
        onSignedIn={(response) => finish(response, secondStep.rememberMe)}
        onRestart={() => {
          form.setFieldValue('user_password', '');
          setSecondStep(null);
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      {failure !== null && <LoginFailureAlert failure={failure} />}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            {...form.getInputProps('user_email')}
          />
          <Stack gap={4}>
            <PasswordField
              label={t('fields.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('user_password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/reception/password-forgot" size="sm">
                {t('login.forgotPassword')}
              </Anchor>
            </Group>
          </Stack>
          <Checkbox
            label={t('fields.rememberMe')}
            description={t('fields.rememberMeHint')}
            {...form.getInputProps('remember_me', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {!isGraduate && googleSignIn && (
        <>
          <Divider label={t('login.or')} labelPosition="center" />
          <GoogleButton
            onFailure={(message) => {
              setFailure({ message, email: '' });
            }}
          />
        </>
      )}
      {isGraduate ? (
        <OtherWays
          question={t('vipLogin.noAccount')}
          answer={{ to: '/reception-vip/register', label: t('vipLogin.apply') }}
          other={{ to: '/reception/login', label: t('vipLogin.studentLogin') }}
        />
      ) : (
        <OtherWays
          question={t('login.noAccount')}
          answer={{ to: '/reception/register', label: t('login.register') }}
          other={{ to: '/reception-vip/login', label: t('login.graduateLogin') }}
        />
      )}
    </Stack>
  );
}

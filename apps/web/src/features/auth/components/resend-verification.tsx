import { Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../api';
import { toFailure } from '../failure';

type ResendState = { status: 'idle' } | { status: 'sent' } | { status: 'failed'; message: string };

/** "Send the link again" for an account whose e-mail address is not verified yet. */
export function ResendVerificationButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const [isSending, setSending] = useState(false);

  async function send() {
    setSending(true);
    try {
      await resendVerification(email);
      setState({ status: 'sent' });
    } catch (error) {
      const failure = await toFailure(error, tc('errors.generic'), tc('errors.invalidResponse'));
      setState({ status: 'failed', message: failure.message });
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="xs" mt="xs" align="flex-start">
      {state.status === 'sent' ? (
        <Text size="sm" role="status" fw={600}>
          {t('resend.sent', { email })}
        </Text>
      ) : (
        <Button
          variant="white"
          color="dark"
          size="compact-sm"
          leftSection={<IconMailForward size={16} aria-hidden />}
          loading={isSending}
          onClick={() => {
            void send();
          }}
        >
          {t('resend.button')}
        </Button>
      )}
      {state.status === 'failed' && (
        <Text size="sm" role="alert">
          {state.message}
        </Text>
      )}
    </Stack>
  );
}

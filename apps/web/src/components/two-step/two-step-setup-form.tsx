import { Center, Code, Group, Stack, Text } from '@mantine/core';
import type { TwoStepSetup } from '@campus/contracts';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from './copy-text-button';
import { QrCode } from './qr-code';
import { TwoStepCodeForm } from './two-step-code-form';

interface TwoStepSetupFormProps {
  setup: TwoStepSetup;
  /** Confirms the new secret with the app's first code. */
  onConfirm: (code: string) => Promise<void>;
}

/** Setting up an authenticator app: its QR code (or the key to type), then its first code. */
export function TwoStepSetupForm({ setup, onConfirm }: TwoStepSetupFormProps) {
  const { t } = useTranslation('two-step');
  return (
    <Stack gap="md">
      <Text size="sm">{t('setup.scan')}</Text>
      <Center>
        <QrCode value={setup.otpauth_uri} label={t('setup.qrLabel')} />
      </Center>
      <Stack gap={4}>
        <Text size="sm">{t('setup.typeKey')}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            data-testid="two-step-key"
            fz="sm"
            style={{ wordBreak: 'break-word', flex: 1, letterSpacing: 1 }}
          >
            {setup.secret}
          </Code>
          <CopyTextButton
            size="xs"
            value={setup.secret.replaceAll(' ', '')}
            label={t('setup.copyKey')}
            copiedLabel={t('setup.copied')}
          />
        </Group>
      </Stack>
      <Text size="sm">{t('setup.enterCode')}</Text>
      <TwoStepCodeForm appCodeOnly onSubmit={onConfirm} submitLabel={t('setup.submit')} />
    </Stack>
  );
}

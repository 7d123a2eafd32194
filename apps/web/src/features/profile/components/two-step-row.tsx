import { Button, Center, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldLock } from '@tabler/icons-react';
import type { TwoStepSetup } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { RecoveryCodesPanel } from '../../../components/two-step/recovery-codes-panel';
import { TwoStepCodeForm } from '../../../components/two-step/two-step-code-form';
import { TwoStepSetupForm } from '../../../components/two-step/two-step-setup-form';
import { useTwoStepFailure } from '../../../components/two-step/use-two-step-failure';
import { useFormatDate } from '../../../lib/format-date';
import {
  useConfirmTwoStepSetup,
  useRenewRecoveryCodes,
  useStartTwoStepSetup,
  useTurnOffTwoStep,
  useTwoStepStatus,
} from '../api';
import { AccountRow } from './account-row';

type Dialog = 'setup' | 'renew' | 'off';

/** Below this many recovery codes the row suggests making new ones. */
const fewCodes = 3;

/**
 * Two-step sign-in in the account settings of admins and moderators: set it
 * up (QR code, first code, recovery codes), make new recovery codes, or turn
 * it off with a current code (not while the administration requires it).
 */
export function TwoStepRow({ email }: { email: string }) {
  const { t } = useTranslation('two-step');
  const formatDate = useFormatDate();
  const describeFailure = useTwoStepFailure();
  const status = useTwoStepStatus();
  const startSetup = useStartTwoStepSetup();
  const confirmSetup = useConfirmTwoStepSetup();
  const renew = useRenewRecoveryCodes();
  const turnOff = useTurnOffTwoStep();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const data = status.data;
  if (data === undefined || !data.available) return null;

  function close() {
    setDialog(null);
    setSetup(null);
    setCodes(null);
    setFailure(null);
  }

  async function openSetup() {
    setFailure(null);
    setDialog('setup');
    try {
      setSetup(await startSetup.mutateAsync({}));
    } catch (error) {
      setFailure(describeFailure(error));
    }
  }

  const description = data.enabled ? (
    <>
      {t('profile.on', {
        when: data.enabled_at === null ? '' : formatDate(data.enabled_at),
        count: data.recovery_codes_left,
      })}
      {data.required ? ` ${t('profile.required')}` : ''}
      {data.recovery_codes_left < fewCodes ? ` ${t('profile.lowCodes')}` : ''}
    </>
  ) : (
    <>
      {t('profile.off')}
      {data.required ? ` ${t('profile.required')}` : ''}
    </>
  );

  return (
    <>
      <AccountRow
        title={t('profile.title')}
        description={description}
        action={
          data.enabled ? (
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => {
                  setDialog('renew');
                }}
              >
                {t('profile.renew')}
              </Button>
              {data.required ? null : (
                <Button
                  variant="light"
                  color="red"
                  onClick={() => {
                    setDialog('off');
                  }}
                >
                  {t('profile.turnOff')}
                </Button>
              )}
            </Group>
          ) : (
            <Button
              variant="default"
              leftSection={<IconShieldLock size={16} aria-hidden />}
              loading={startSetup.isPending}
              onClick={() => {
                void openSetup();
              }}
            >
              {t('profile.setUp')}
            </Button>
          )
        }
      />
      <Divider />
      <Modal
        opened={dialog !== null}
        onClose={close}
        centered
        title={
          dialog === 'setup'
            ? t('profile.setupTitle')
            : dialog === 'renew'
              ? t('profile.renewTitle')
              : t('profile.turnOffTitle')
        }
      >
        {codes !== null ? (
          <RecoveryCodesPanel codes={codes} email={email} onDone={close} />
        ) : dialog === 'setup' ? (
          setup === null ? (
            failure === null ? (
              <Center py="lg">
                <Loader aria-label={t('profile.setupTitle')} />
              </Center>
            ) : (
              <ErrorAlert>{failure}</ErrorAlert>
            )
          ) : (
            <TwoStepSetupForm
              setup={setup}
              onConfirm={async (code) => {
                const answer = await confirmSetup.mutateAsync({ body: { code } });
                notifications.show({ color: 'green', message: t('profile.enabled') });
                setCodes(answer.recovery_codes);
              }}
            />
          )
        ) : dialog === 'renew' ? (
          <Stack gap="md">
            <Text size="sm">{t('profile.renewText')}</Text>
            <TwoStepCodeForm
              focusOnMount
              submitLabel={t('profile.renewSubmit')}
              onSubmit={async (code) => {
                const answer = await renew.mutateAsync({ body: { code } });
                setCodes(answer.recovery_codes);
              }}
            />
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">{t('profile.turnOffText')}</Text>
            <TwoStepCodeForm
              focusOnMount
              submitColor="red"
              submitLabel={t('profile.turnOffSubmit')}
              onSubmit={async (code) => {
                await turnOff.mutateAsync({ body: { code } });
                notifications.show({ color: 'green', message: t('profile.turnedOff') });
                close();
              }}
            />
          </Stack>
        )}
      </Modal>
    </>
  );
}

import { useEffect, useId, useState } from 'react';
import { Affix, Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  onOpenCookieSettings,
  saveConsent,
  useConsent,
  type ConsentChoice,
  type CookieConsent,
} from '../../lib/cookie-consent';

interface CookieSettingsProps {
  opened: boolean;
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
  onCancel: () => void;
}

/** The settings dialog: essential shown as always on; analytics and marketing switches. */
function CookieSettings({ opened, initial, onSave, onCancel }: CookieSettingsProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ConsentChoice>(initial);
  const introId = useId();

  // Each opening starts from the saved choice, so a cancelled edit leaves no trace.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setChoice(initial);
  }

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('consent.settingsTitle')}
      centered
      aria-describedby={introId}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm" id={introId}>
          {t('consent.settingsIntro')}
        </Text>
        <Switch
          checked
          disabled
          readOnly
          label={`${t('consent.essential.label')} (${t('consent.alwaysOn')})`}
          description={t('consent.essential.description')}
        />
        {(['analytics', 'marketing'] as const).map((kind) => (
          <Switch
            key={kind}
            checked={choice[kind]}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setChoice((current) => ({ ...current, [kind]: checked }));
            }}
            label={t(`consent.${kind}.label`)}
            description={t(`consent.${kind}.description`)}
          />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('consent.cancel')}
          </Button>
          <Button
            onClick={() => {
              onSave(choice);
            }}
          >
            {t('consent.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function choiceOf(consent: CookieConsent | null): ConsentChoice {
  return { analytics: consent?.analytics ?? false, marketing: consent?.marketing ?? false };
}

/**
 * SPEC "Cookie banner": shown until a saved choice exists. Allow all and
 * Reject optional save at once; Manage opens the settings dialog, which the
 * footer can also reopen later through openCookieSettings().
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const [settingsOpened, setSettingsOpened] = useState(false);
  const titleId = useId();

  useEffect(
    () =>
      onOpenCookieSettings(() => {
        setSettingsOpened(true);
      }),
    [],
  );

  const save = (choice: ConsentChoice) => {
    saveConsent(choice);
    setSettingsOpened(false);
  };

  return (
    <>
      {consent === null && (
        <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={190}>
          <Paper
            component="section"
            aria-labelledby={titleId}
            shadow="lg"
            radius={0}
            withBorder
            p="md"
          >
            <Group justify="space-between" align="center" gap="md" wrap="wrap" maw={1200} mx="auto">
              <Stack gap={4} maw={720}>
                <Title order={2} size="h5" id={titleId}>
                  {t('consent.title')}
                </Title>
                <Text size="sm">{t('consent.body')}</Text>
              </Stack>
              <Group gap="sm">
                <Button
                  variant="default"
                  onClick={() => {
                    setSettingsOpened(true);
                  }}
                >
                  {t('consent.manage')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    save({ analytics: false, marketing: false });
                  }}
                >
                  {t('consent.rejectOptional')}
                </Button>
                <Button
                  onClick={() => {
                    save({ analytics: true, marketing: true });
                  }}
                >
                  {t('consent.allowAll')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Affix>
      )}
      <CookieSettings
        opened={settingsOpened}
        initial={choiceOf(consent)}
        onSave={save}
        onCancel={() => {
          setSettingsOpened(false);
        }}
      />
    </>
  );
}

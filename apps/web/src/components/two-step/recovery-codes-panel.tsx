import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/save-file';
import { CopyTextButton } from './copy-text-button';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The account's address, named in the downloaded file. */
  email: string;
  onDone: () => void;
  doneLabel?: string;
}

/** The new recovery codes, shown once: to copy or download, then confirmed as saved. */
export function RecoveryCodesPanel({ codes, email, onDone, doneLabel }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('two-step');
  const text = codes.join('\n');
  return (
    <Stack gap="md">
      <Alert
        color="blue"
        variant="light"
        title={t('recovery.title')}
        icon={<IconLifebuoy size={20} aria-hidden />}
      >
        <Text size="sm">{t('recovery.text')}</Text>
      </Alert>
      <SimpleGrid
        component="ul"
        aria-label={t('recovery.listLabel')}
        cols={2}
        spacing="xs"
        verticalSpacing={4}
        m={0}
        p="sm"
        ff="monospace"
        fz="md"
        style={{
          listStyle: 'none',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <CopyTextButton
          value={text}
          label={t('recovery.copy')}
          copiedLabel={t('recovery.copied')}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => {
            const content = `${t('recovery.fileHeader', { email })}\n\n${text}\n`;
            saveFile(new Blob([content], { type: 'text/plain' }), 'campushub-recovery-codes.txt');
          }}
        >
          {t('recovery.download')}
        </Button>
      </SimpleGrid>
      <Button onClick={onDone}>{doneLabel ?? t('recovery.saved')}</Button>
    </Stack>
  );
}

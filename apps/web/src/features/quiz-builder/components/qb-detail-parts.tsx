import type { ReactNode } from 'react';
import { DetailCard, DetailField } from '../../../components/detail-card';
import { DataList, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date';
import type { QbLang } from './qb-text';

/** The h1 of a quiz, bundle or response page, with its badges under it. */
export function QbDetailHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Group gap="xs">{children}</Group>
    </Stack>
  );
}

/** The facts card of a library thing: its own fields, then when it was created and last updated. */
export function QbFactsCard({
  id,
  thing,
  labelWidth = 180,
  children,
}: {
  id: string;
  thing: { created_at: string; updated_at: string };
  labelWidth?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('quiz-builder');
  const formatDate = useFormatDate();
  return (
    <DetailCard id={id} title={t('shared.facts')}>
      <DataList orientation="horizontal" labelWidth={labelWidth}>
        {children}
        <DetailField label={t('shared.created')}>{formatDate(thing.created_at, true)}</DetailField>
        <DetailField label={t('shared.updated')}>{formatDate(thing.updated_at, true)}</DetailField>
      </DataList>
    </DetailCard>
  );
}

/** A text in both languages side by side (stacked on phones), each under its language's name. */
export function QbBothLanguages({
  texts,
  empty,
}: {
  texts: Readonly<Record<QbLang, string>>;
  /** Shown for an empty text. */
  empty?: string;
}) {
  const { t } = useTranslation('quiz-builder');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {(['en', 'tr'] as const).map((lang) => (
        <Stack key={lang} gap={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t(`shared.languages.${lang}`)}
          </Text>
          <Text lang={lang} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {texts[lang] === '' ? (empty ?? '') : texts[lang]}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

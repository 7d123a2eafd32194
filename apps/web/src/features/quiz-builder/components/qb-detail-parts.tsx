import type { ReactNode } from 'react';
import { Card, DataList, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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

/** A card with a heading (h2) on a detail page. */
export function QbDetailCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** One labelled value of a detail card's DataList. */
export function QbField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
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
    <QbDetailCard id={id} title={t('shared.facts')}>
      <DataList orientation="horizontal" labelWidth={labelWidth}>
        {children}
        <QbField label={t('shared.created')}>{formatDate(thing.created_at, true)}</QbField>
        <QbField label={t('shared.updated')}>{formatDate(thing.updated_at, true)}</QbField>
      </DataList>
    </QbDetailCard>
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

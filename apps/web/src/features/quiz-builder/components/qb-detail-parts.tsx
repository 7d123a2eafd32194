import type { ReactNode } from 'react';
import { DetailCard, DetailField } from '../../../components/detail-card';
import { DataList, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date';
import { qbLangs, type QbLang } from './qb-text';

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

/**
 * A numbered table of texts in both languages (an option's alternatives, a
 * question's options), with an optional last column; `empty` when there are none.
 */
export function QbLanguageRows<Row>({
  rows,
  keyOf,
  textsOf,
  minWidth,
  empty,
  last,
}: {
  rows: readonly Row[];
  keyOf: (row: Row) => string;
  textsOf: (row: Row) => Readonly<Record<QbLang, string>>;
  /** The width under which the table scrolls sideways. */
  minWidth: number;
  /** The sentence shown instead of an empty table. */
  empty: string;
  /** A last column: its heading and each row's cell. */
  last?: { label: string; cell: (row: Row) => ReactNode };
}) {
  const { t } = useTranslation('quiz-builder');
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            {qbLangs.map((language) => (
              <Table.Th key={language} scope="col">
                {t(`shared.languages.${language}`)}
              </Table.Th>
            ))}
            {last === undefined ? null : <Table.Th scope="col">{last.label}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={keyOf(row)}>
              <Table.Td>{index + 1}</Table.Td>
              {qbLangs.map((language) => (
                <Table.Td key={language} lang={language}>
                  {textsOf(row)[language]}
                </Table.Td>
              ))}
              {last === undefined ? null : <Table.Td>{last.cell(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

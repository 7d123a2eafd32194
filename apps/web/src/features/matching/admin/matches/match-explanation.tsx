import { Badge, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchExplanationEntry } from '@campus/contracts';

interface Explanation {
  agree: MatchExplanationEntry[];
  differ: MatchExplanationEntry[];
}

function Entries({
  title,
  entries,
  nameA,
  nameB,
  headingOrder,
}: {
  title: string;
  entries: MatchExplanationEntry[];
  nameA: string;
  nameB: string;
  headingOrder: 3 | 4;
}) {
  const { t } = useTranslation('matching-admin-matches');
  return (
    <Stack gap={6}>
      <Title order={headingOrder} size="h5">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('explanation.nothing')}
        </Text>
      ) : (
        <List size="sm" spacing={6}>
          {entries.map((entry) => (
            <List.Item key={entry.question_id} style={{ overflowWrap: 'anywhere' }}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0 }}>
                  {entry.question}
                </Text>
                <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {t('explanation.similarity', { percent: entry.similarity_percent })}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('explanation.answer', {
                  name: nameA,
                  answer: entry.answer_a ?? t('explanation.noAnswer'),
                })}
                {' · '}
                {t('explanation.answer', {
                  name: nameB,
                  answer: entry.answer_b ?? t('explanation.noAnswer'),
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** What two people agree and differ on, with both answers: the admins' view of the match card. */
export function MatchExplanation({
  explanation,
  nameA,
  nameB,
  headingOrder = 3,
}: {
  explanation: Explanation;
  nameA: string;
  nameB: string;
  headingOrder?: 3 | 4;
}) {
  const { t } = useTranslation('matching-admin-matches');
  return (
    <Stack gap="md">
      <Entries
        title={t('explanation.agree')}
        entries={explanation.agree}
        nameA={nameA}
        nameB={nameB}
        headingOrder={headingOrder}
      />
      <Entries
        title={t('explanation.differ')}
        entries={explanation.differ}
        nameA={nameA}
        nameB={nameB}
        headingOrder={headingOrder}
      />
    </Stack>
  );
}

/** A score as a bar with its percentage spoken and written. */
export function ScoreBar({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation('matching-admin-matches');
  const text = t('score', { percent });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" fw={700}>
          {text}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, Math.max(0, percent))}
        size="lg"
        radius="xl"
        aria-label={`${label}: ${text}`}
      />
    </Stack>
  );
}

import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssistantSource } from '@campus/contracts';

/** The numbered sources under an answer; each opens its page (which may carry an #anchor). */
export function CitationChips({ sources }: { sources: readonly AssistantSource[] }) {
  const { t } = useTranslation('assistant');
  return (
    <Group gap={6} component="nav" aria-label={t('citations.heading')} wrap="wrap">
      <Text size="xs" c="dimmed" fw={600}>
        {t('citations.heading')}:
      </Text>
      {sources.map((source) => (
        <Badge
          key={source.n}
          component={Link}
          to={source.path}
          variant="light"
          radius="sm"
          tt="none"
          size="lg"
          maw="100%"
          style={{ cursor: 'pointer', fontWeight: 500 }}
          aria-label={t('citations.label', { n: source.n, title: source.title })}
          title={source.title}
        >
          [{source.n}] {source.title}
        </Badge>
      ))}
    </Group>
  );
}

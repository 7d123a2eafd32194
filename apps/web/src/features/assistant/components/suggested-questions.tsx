import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const suggestionKeys = ['course', 'vip', 'events', 'gpa'] as const;

/** An empty conversation: what the assistant is for, and first questions in the reader's language. */
export function SuggestedQuestions({
  disabled,
  onAsk,
}: {
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  const { t } = useTranslation('assistant');
  return (
    <Stack gap="md" align="flex-start" py="lg">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <IconSparkles size={22} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('thread.emptyTitle')}
        </Title>
      </Group>
      <Text c="dimmed">{t('thread.emptyLead')}</Text>
      <Group gap="xs" role="group" aria-label={t('thread.suggestionsLabel')}>
        {suggestionKeys.map((key) => (
          <Button
            key={key}
            variant="default"
            radius="xl"
            size="sm"
            disabled={disabled}
            onClick={() => {
              onAsk(t(`suggestions.${key}`));
            }}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            h="auto"
            py={6}
          >
            {t(`suggestions.${key}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

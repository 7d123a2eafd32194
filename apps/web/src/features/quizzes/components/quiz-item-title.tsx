import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface QuizItemTitleProps {
  title: string;
  done: boolean;
  /** Tags after the title (before "Completed"). */
  children?: ReactNode;
}

/** A quiz's or a bundle's title in a list, marked "Completed" once done. */
export function QuizItemTitle({ title, done, children }: QuizItemTitleProps) {
  const { t } = useTranslation('quizzes');
  return (
    <Group gap="xs">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      {children}
      {done ? (
        <Badge color="teal" variant="light">
          {t('bundle.completed')}
        </Badge>
      ) : null}
    </Group>
  );
}

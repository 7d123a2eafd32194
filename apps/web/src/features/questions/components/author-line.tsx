import { Group, Text } from '@mantine/core';
import { IconUser, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PoolAuthor } from '@campus/contracts';
import { useFormatDate } from '../../../lib/format-date';

interface AuthorLineProps {
  author: PoolAuthor;
  /** Written by the person who asked the question. */
  isAsker?: boolean;
  isMine: boolean;
  createdAt: string;
}

/**
 * Who wrote a question or a reply, and when: a name, or "Anonymous" / "The
 * asker" when the answer carries no author. "(you)" for one's own.
 */
export function AuthorLine({ author, isAsker = false, isMine, createdAt }: AuthorLineProps) {
  const { t } = useTranslation('questions');
  const formatDate = useFormatDate();
  const name =
    author !== null ? author.display_name : isAsker ? t('pool.theAsker') : t('pool.anonymous');
  return (
    <Group gap={6} wrap="wrap">
      {author === null ? (
        <IconUserQuestion size={16} aria-hidden />
      ) : (
        <IconUser size={16} aria-hidden />
      )}
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {author !== null && isAsker ? (
        <Text size="sm" c="dimmed">
          ({t('pool.asker')})
        </Text>
      ) : null}
      {isMine ? (
        <Text size="sm" c="dimmed">
          ({t('pool.you')})
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        · <time dateTime={createdAt}>{formatDate(createdAt, true)}</time>
      </Text>
    </Group>
  );
}

import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../assistant.module.css';
import type { ThreadAnswer, ThreadTurn } from '../thread-model';
import { AnswerCard } from './answer-card';

interface MessageThreadProps {
  turns: readonly ThreadTurn[];
  isBusy: boolean;
  onRegenerate: (turn: ThreadTurn, answer: ThreadAnswer) => void;
  onRetry: (turn: ThreadTurn, answer: ThreadAnswer) => void;
}

/** The questions and their answers, oldest first; a regenerated answer stays beside the earlier one. */
export function MessageThread({ turns, isBusy, onRegenerate, onRetry }: MessageThreadProps) {
  const { t } = useTranslation('assistant');
  return (
    <Stack gap="xl">
      {turns.map((turn) => (
        <Stack key={turn.key} gap="sm">
          <Stack gap={2} align="flex-end">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('thread.you')}
            </Text>
            <Text size="sm" className={classes.question}>
              {turn.question}
            </Text>
          </Stack>
          {turn.answers.map((answer, index) => {
            const isLatest = index === turn.answers.length - 1;
            return (
              <AnswerCard
                key={answer.key}
                answer={answer}
                position={
                  turn.answers.length > 1 ? { n: index + 1, total: turn.answers.length } : null
                }
                isBusy={isBusy}
                onRegenerate={
                  isLatest && turn.questionId !== null && answer.messageId !== null
                    ? () => {
                        onRegenerate(turn, answer);
                      }
                    : null
                }
                onRetry={() => {
                  onRetry(turn, answer);
                }}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { qbLimits, type QbQuestion } from '@campus/contracts';
import { useQuestionSearch } from '../api';
import { QbListRow } from '../components/qb-list-row';
import { qbText, useQbLang } from '../components/qb-text';

/** Search questions and add them to the quiz. */
export function QuizQuestionPicker({
  chosen,
  onAdd,
}: {
  chosen: readonly string[];
  onAdd: (question: QbQuestion) => void;
}) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useQuestionSearch(q);
  const items = (found.data?.items ?? []).filter(
    (question) => !chosen.includes(question.question_id),
  );
  return (
    <Stack gap="xs">
      <TextInput
        label={t('form.searchQuestions')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={qbLimits.queryMaxLength}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
      />
      {found.isPending ? (
        <Skeleton height={60} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('form.noQuestionsFound')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} aria-label={t('form.foundQuestions')}>
          {items.map((question) => (
            <QbListRow key={question.question_id}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {qbText(question, 'rendered', lang)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`types.${question.type}`)} · {t(`questionStatuses.${question.status}`)}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label={t('form.addQuestion', {
                  question: qbText(question, 'rendered', lang),
                })}
                onClick={() => {
                  onAdd(question);
                }}
              >
                {t('form.add')}
              </Button>
            </QbListRow>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QbQuestion } from '@campus/contracts';
import { OptionChoiceInput } from './option-choice-input';
import { completeOrder, RankingOrderInput } from './ordered-options';

/** The correct order of a ranking: the key when it orders every option, else the offered order. */
export function rankingOrder(question: QbQuestion, key: readonly string[]): string[] {
  return completeOrder(question.options, key);
}

interface QuizKeyInputProps {
  question: QbQuestion;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/**
 * The correct answer of a question in a knowledge quiz: one option (radio) for
 * a single choice, several (checkboxes) for a multiple choice, the order of
 * all options for a ranking. Scales and texts are not scored.
 */
export function QuizKeyInput({ question, value, onChange, error }: QuizKeyInputProps) {
  const { t } = useTranslation('quiz-builder-quizzes');
  if (question.type === 'single_choice' || question.type === 'multiple_choice') {
    return (
      <OptionChoiceInput
        options={question.options}
        multiple={question.type === 'multiple_choice'}
        label={question.type === 'single_choice' ? t('form.correctOne') : t('form.correctSome')}
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  }
  if (question.type === 'ranking') {
    return (
      <RankingOrderInput
        label={t('form.correctOrder')}
        options={question.options}
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('form.notScored')}
    </Text>
  );
}

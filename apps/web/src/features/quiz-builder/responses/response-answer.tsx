import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QbResponse } from '@campus/contracts';
import { qbText, type QbLang } from '../components/qb-text';

/** An answer in a few words: the chosen options (a ranking numbered), the scale value or the text. */
export function answerSummary(
  response: QbResponse,
  lang: QbLang,
  scaleOf: (value: number, max: number) => string,
): string {
  if (response.question.type === 'scale' && response.scale_value !== null) {
    return scaleOf(response.scale_value, response.scale_max ?? response.scale_value);
  }
  if (response.question.type === 'short_text') return response.text_value ?? '';
  const names = response.options.map((option) => qbText(option, 'text', lang));
  return response.question.type === 'ranking'
    ? names.map((name, index) => `${String(index + 1)}. ${name}`).join(', ')
    : names.join(', ');
}

/** "Hidden" when a moderator hid the answer. */
export function HiddenBadge({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  if (!hidden) return null;
  return (
    <Badge variant="light" color="orange">
      {t('responses.hidden')}
    </Badge>
  );
}

/** The answer in full, as the user gave it. */
export function FullAnswer({ response, lang }: { response: QbResponse; lang: QbLang }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  if (response.question.type === 'short_text') {
    return (
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {response.text_value ?? ''}
      </Text>
    );
  }
  if (response.question.type === 'scale') {
    return (
      <Text>
        {t('responses.scaleValue', {
          value: response.scale_value ?? '–',
          max: response.scale_max ?? '–',
        })}
      </Text>
    );
  }
  const ordered = response.question.type === 'ranking';
  return (
    <Text component={ordered ? 'ol' : 'ul'} m={0} pl="lg">
      {response.options.map((option) => (
        <li key={option.option_id}>{qbText(option, 'text', lang)}</li>
      ))}
    </Text>
  );
}

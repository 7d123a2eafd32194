import { Alert, Anchor, List } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { foldSearchText } from '@campus/contracts';
import { useQuestionSearch } from '../api';
import { questionDetailPath } from './question-paths';

const same = (left: string | null, right: string) =>
  left !== null && right !== '' && foldSearchText(left) === foldSearchText(right);

/**
 * Warns, without stopping the save, when another question of the library
 * already has the text being typed (in either language), with links to it:
 * an admin usually means to reuse that one.
 */
export function DuplicateQuestionNotice({
  textEn,
  textTr,
  questionId,
}: {
  textEn: string;
  textTr: string;
  /** The question being edited: never its own duplicate. */
  questionId?: string | undefined;
}) {
  const { t } = useTranslation('quiz-builder');
  const [typed] = useDebouncedValue({ en: textEn.trim(), tr: textTr.trim() }, 400);
  const q = typed.en.length >= 8 ? typed.en : typed.tr.length >= 8 ? typed.tr : '';
  const search = useQuestionSearch(q, q !== '');
  if (q === '' || search.data === undefined) return null;
  const duplicates = search.data.items.filter(
    (item) =>
      item.question_id !== questionId &&
      (same(item.text_en, typed.en) || same(item.text_tr, typed.tr)),
  );
  if (duplicates.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCopy size={18} aria-hidden />}
      title={t('questions.duplicate.title', { count: duplicates.length })}
    >
      {t('questions.duplicate.body')}
      <List size="sm" mt="xs">
        {duplicates.map((item) => (
          <List.Item key={item.question_id}>
            {/* The alert's own text colour, underlined: a blue link on the yellow tint is too faint. */}
            <Anchor
              component={Link}
              to={questionDetailPath(item.question_id)}
              target="_blank"
              c="inherit"
              underline="always"
            >
              {item.text_en ?? item.text_tr ?? item.question_id}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

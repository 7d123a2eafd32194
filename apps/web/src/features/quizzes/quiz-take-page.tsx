import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useTakeQuiz } from './api';
import { QuizFlow } from './components/quiz-flow';
import { pick, useIsTurkish } from './quiz-text';

/** `/quiz/:quiz_id` (signed in): one published quiz, taken one question at a time. */
export function QuizTakePage() {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  const quizId = useParams().quiz_id ?? '';
  const quiz = useTakeQuiz(quizId);
  useDocumentTitle(
    quiz.data === undefined
      ? t('quizTitle')
      : pick(turkish, quiz.data.title_en, quiz.data.title_tr),
  );
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <QuizFlow quizId={quizId} titleOrder={1} />
    </Container>
  );
}

import type { QbSectionProps } from '../quiz-builder-page';
import { QuizDetailPage } from './quiz-detail-page';
import { QuizFormPage } from './quiz-form-page';
import { QuizListPage } from './quiz-list-page';

/** The quiz builder's quizzes: list (with the import), add, detail (with the analysis) and edit. */
export function QuizzesSection({ view }: QbSectionProps) {
  switch (view) {
    case 'list':
      return <QuizListPage />;
    case 'add':
      return <QuizFormPage key="add" isNew />;
    case 'detail':
      return <QuizDetailPage />;
    case 'edit':
      return <QuizFormPage key="edit" isNew={false} />;
  }
}

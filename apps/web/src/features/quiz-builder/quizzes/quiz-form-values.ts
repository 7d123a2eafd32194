import type {
  QbQuestion,
  QbQuiz,
  QbQuizInput,
  QbQuizPurpose,
  QbQuizStatus,
} from '@campus/contracts';
import { rankingOrder } from './quiz-key-input';

export interface QuizFormQuestion {
  question: QbQuestion;
  points: number | string;
  correct_option_ids: string[];
}

export interface QuizFormValues {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  purpose: QbQuizPurpose;
  status: QbQuizStatus;
  pass_score: number | string;
  questions: QuizFormQuestion[];
}

/** The form's values of a quiz (its questions in their order), or of a new one. */
export function quizFormValuesOf(quiz: QbQuiz | null): QuizFormValues {
  if (quiz === null) {
    return {
      title_en: '',
      title_tr: '',
      description_en: '',
      description_tr: '',
      purpose: 'survey',
      status: 'draft',
      pass_score: '',
      questions: [],
    };
  }
  return {
    title_en: quiz.title_en,
    title_tr: quiz.title_tr,
    description_en: quiz.description_en,
    description_tr: quiz.description_tr,
    purpose: quiz.purpose,
    status: quiz.status,
    pass_score: quiz.pass_score ?? '',
    questions: [...quiz.questions]
      .sort((a, b) => a.position - b.position)
      .map((entry) => ({
        question: entry.question,
        points: entry.points,
        correct_option_ids: entry.correct_option_ids,
      })),
  };
}

const scoredTypes: readonly string[] = ['single_choice', 'multiple_choice', 'ranking'];

/** The request body of the form's values (a ranking's key is the order shown). */
export function toQuizBody(values: QuizFormValues): QbQuizInput {
  const knowledge = values.purpose === 'knowledge';
  return {
    title_en: values.title_en,
    title_tr: values.title_tr,
    description_en: values.description_en,
    description_tr: values.description_tr,
    purpose: values.purpose,
    status: values.status,
    pass_score: knowledge && typeof values.pass_score === 'number' ? values.pass_score : null,
    questions: values.questions.map((entry) => ({
      question_id: entry.question.question_id,
      points: typeof entry.points === 'number' ? entry.points : Number.NaN,
      correct_option_ids:
        !knowledge || !scoredTypes.includes(entry.question.type)
          ? []
          : entry.question.type === 'ranking'
            ? rankingOrder(entry.question, entry.correct_option_ids)
            : entry.correct_option_ids,
    })),
  };
}

/**
 * The interface language's sentence of an API rule message: from `rules`, or
 * `retired` for a retired question that cannot be published, else the message.
 */
export function translateRule(
  message: string,
  rules: Readonly<Record<string, string>>,
  retired: string,
): string {
  const known = rules[message];
  if (known !== undefined) return known;
  return /^The question \S+ is retired and cannot be published$/.test(message) ? retired : message;
}

/** The messages of the form's errors about the question at `index` (not its points or key). */
export function questionErrorsAt(
  errors: Readonly<Record<string, unknown>>,
  index: number,
): string[] {
  return Object.entries(errors)
    .filter(
      ([path]) =>
        path === `questions.${String(index)}` || path === `questions.${String(index)}.question_id`,
    )
    .flatMap(([, message]) => (typeof message === 'string' ? [message] : []));
}

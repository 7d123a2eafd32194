import {
  qbTakeAnswerSchema,
  type QbTakeAnswer,
  type QbTakeQuestion,
  type QbTakeQuiz,
} from '@campus/contracts';
import type { Locale } from '../../lib/i18n';
import {
  fakeServer,
  jsonResponse,
  renderRoutes,
  type RecordedCall,
} from '../../test/render-feature';
import { QuizTakePage } from './quiz-take-page';

// The quiz, its questions and answers the quiz pages' tests read, and how the quiz renders.

export const quizId = '1a000000-0000-4000-8000-000000000001';
export const bundleId = '2b000000-0000-4000-8000-000000000001';
const id = (n: number) => `3c000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const optionId = (n: number) => `4d000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function option(n: number, en: string, tr: string) {
  return { option_id: optionId(n), text_en: en, text_tr: tr };
}

function question(
  n: number,
  type: QbTakeQuestion['type'],
  en: string,
  tr: string,
  extra: Partial<QbTakeQuestion> = {},
): QbTakeQuestion {
  return {
    question_id: id(n),
    version_id: id(100 + n),
    position: n,
    type,
    scale_max: null,
    text_en: en,
    text_tr: tr,
    options: [],
    points: 0,
    ...extra,
  };
}

export const single = question(1, 'single_choice', 'Where do you study?', 'Nerede çalışırsınız?', {
  options: [option(1, 'Library', 'Kütüphane'), option(2, 'At home', 'Evde')],
});
export const multiple = question(2, 'multiple_choice', 'Which sports?', 'Hangi sporlar?', {
  options: [
    option(3, 'Football', 'Futbol'),
    option(4, 'Chess', 'Satranç'),
    option(5, 'Swimming', 'Yüzme'),
  ],
});
export const scale = question(3, 'scale', 'How busy are you?', 'Ne kadar yoğunsunuz?', {
  scale_max: 5,
});
export const ranking = question(4, 'ranking', 'Rank the meals', 'Öğünleri sıralayın', {
  options: [
    option(6, 'Breakfast', 'Kahvaltı'),
    option(7, 'Lunch', 'Öğle'),
    option(8, 'Dinner', 'Akşam'),
  ],
});
export const text = question(5, 'short_text', 'Anything else?', 'Başka bir şey?');

export function quizOf(partial: Partial<QbTakeQuiz> = {}): QbTakeQuiz {
  return {
    quiz_id: quizId,
    title_en: 'Campus life',
    title_tr: 'Kampüs yaşamı',
    description_en: 'A short survey',
    description_tr: 'Kısa bir anket',
    purpose: 'survey',
    pass_score: null,
    max_score: 0,
    questions: [single, multiple, scale, ranking, text],
    answers: [],
    started_at: null,
    completed_at: null,
    can_retake: true,
    result: null,
    ...partial,
  };
}

export function answer(questionId: string, partial: object): QbTakeAnswer {
  return qbTakeAnswerSchema.parse({
    question_id: questionId,
    option_ids: [],
    scale_value: null,
    text_value: null,
    answered_at: '2026-11-20T10:00:00.000Z',
    ...partial,
  });
}

export function renderQuiz(language: Locale = 'en') {
  return renderRoutes({
    routes: [
      { path: '/quiz/:quiz_id', element: <QuizTakePage /> },
      { path: '/', element: <p>Home</p> },
    ],
    initialEntry: `/quiz/${quizId}`,
    language,
  });
}

export function bodyOf(body: unknown): object {
  return typeof body === 'object' && body !== null ? body : {};
}

/** The API's answer to a saved answer: the answer as stored. */
export function savedAnswer(call: RecordedCall) {
  return jsonResponse(200, answer(call.path.split('/').at(-1) ?? '', bodyOf(call.body)));
}

export function answerPath(questionId: string) {
  return `quizzes/${quizId}/answers/${questionId}`;
}

export function acceptAnswers() {
  for (const item of [single, multiple, scale, ranking, text]) {
    fakeServer.on('PUT', answerPath(item.question_id), (call) => savedAnswer(call));
  }
}

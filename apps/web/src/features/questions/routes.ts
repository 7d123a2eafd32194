import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const questionPages = withTexts(() => import('.'), ['questions']);

/** The question pool, its sample thread and the Q&A bank. */
export const questionRoutes: AppRoute[] = [
  route('/questions', 'public', lazyPage(questionPages, 'QuestionsPage')),
  route('/thread/display/demo', 'public', lazyPage(questionPages, 'DemoThreadPage')),
  route('/qa/display', 'public', lazyPage(questionPages, 'QaPage')),
];

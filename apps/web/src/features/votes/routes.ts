import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const votePages = withTexts(() => import('.'), ['votes']);

/** The vote questions with their live results, and the proposal form. */
export const voteRoutes: AppRoute[] = [
  route('/admin/vote/all', 'auth', lazyPage(votePages, 'VotesPage')),
  route('/vote/question/add', 'auth', lazyPage(votePages, 'ProposeQuestionPage')),
];

import { lazyPage, route, type AppRoute } from '../../lib/routing';

const votePages = () => import('.');

/** The vote questions with their live results, and the proposal form. */
export const voteRoutes: AppRoute[] = [
  route('/admin/vote/all', 'auth', lazyPage(votePages, 'VotesPage')),
  route('/vote/question/add', 'auth', lazyPage(votePages, 'ProposeQuestionPage')),
];

import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const feedbackPages = withTexts(() => import('.'), ['feedback']);

/** The feedback and suggestion form, and the admins' list of each kind. */
export const feedbackRoutes: AppRoute[] = [
  route('/feedback', 'auth', lazyPage(feedbackPages, 'FeedbackPage')),
  route(
    '/admin/suggestions/all',
    'admin',
    lazyPage(feedbackPages, 'AdminFeedbackPage', { kind: 'suggestion' }),
  ),
  route(
    '/admin/feedback/all',
    'admin',
    lazyPage(feedbackPages, 'AdminFeedbackPage', { kind: 'feedback' }),
  ),
];

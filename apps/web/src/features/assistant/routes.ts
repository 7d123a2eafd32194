import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const assistantPages = withTexts(() => import('.'), ['assistant']);

/** The assistant, the search over its index, and the admins' assistant page. */
export const assistantRoutes: AppRoute[] = [
  route('/assistant', 'auth', lazyPage(assistantPages, 'AssistantPage')),
  route('/search', 'public', lazyPage(assistantPages, 'SearchPage')),
  route('/admin/assistant', 'admin', lazyPage(assistantPages, 'AdminAssistantPage')),
];

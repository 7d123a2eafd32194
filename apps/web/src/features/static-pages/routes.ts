import { lazyPage, route, type AppRoute } from '../../lib/routing';
import type { PolicyKey } from './content/policy-types';

const staticPages = () => import('.');
// The legal texts of both languages are the largest part of the static pages: a chunk of their own.
const policyPages = () => import('./policy-page');

function policy(name: PolicyKey, hidesFooter = false): AppRoute {
  const page = lazyPage(policyPages, 'PolicyPage', { policy: name });
  return route(`/policies/${name}`, 'public', page, { hidesFooter });
}

/** The about page, the FAQ and the legal texts (the landing page is composed in `app/`). */
export const staticPageRoutes: AppRoute[] = [
  route('/about', 'public', lazyPage(staticPages, 'AboutPage')),
  route('/faq', 'public', lazyPage(staticPages, 'FaqPage'), { hidesFooter: true }),
  policy('privacy'),
  policy('terms', true),
  policy('kvkk', true),
  policy('aydinlatma', true),
  policy('cookie-policy'),
];

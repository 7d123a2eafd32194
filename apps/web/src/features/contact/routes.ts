import { lazyPage, redirectTo, route, withTexts, type AppRoute } from '../../lib/routing';

const contactPages = withTexts(() => import('.'), ['contact']);

/** The contact form and the admins' messages; `/contact` is a footer link's alias (PRODUCT.md "Navigation"). */
export const contactRoutes: AppRoute[] = [
  route('/contacts', 'public', lazyPage(contactPages, 'ContactPage')),
  route('/admin/contacts/all', 'admin', lazyPage(contactPages, 'AdminContactsPage')),
  route('/admin/contacts/:contact_id', 'admin', lazyPage(contactPages, 'AdminContactPage')),
  route('/contact', 'public', redirectTo('/contacts')),
];

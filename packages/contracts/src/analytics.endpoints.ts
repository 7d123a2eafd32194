import { pageViewSchema, pageViewsQuerySchema, pageViewsReportSchema } from './analytics';
import { defineEndpoints } from './endpoint';

/** Page views: counted from the browser (with consent), reported to admins. */
export const analyticsEndpoints = defineEndpoints('analytics', {
  recordPageView: {
    method: 'POST',
    path: '/analytics/page-view',
    access: 'public',
    summary: 'Count one page view (path and title; no user id, no IP address)',
    body: pageViewSchema,
    status: 204,
    response: 'empty',
  },
  getPageViews: {
    method: 'GET',
    path: '/admin/analytics/page-views',
    access: 'admin',
    summary: 'Page views per path and day of the last 7, 30 or 90 days (admins)',
    query: pageViewsQuerySchema,
    response: pageViewsReportSchema,
  },
});

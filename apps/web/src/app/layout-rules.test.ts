import { describe, expect, it } from 'vitest';
import { showsFooter, showsNavbar, showsSecondFooter } from './layout-rules';
import { appRoutes, findRoute } from './routes';

type Expectation = [path: string, navbar: boolean, footer: boolean, secondFooter: boolean];

const Y = true;
const N = false;

/** SPEC.md section 2 "Layout rules", written out by hand for one concrete path of every route. */
const expectations: Expectation[] = [
  // Public and general
  ['/', N, N, Y],
  ['/home', Y, Y, N],
  ['/career', Y, Y, N],
  ['/career/apply', Y, Y, N],
  ['/about', Y, Y, N],
  ['/contacts', Y, Y, N],
  ['/policies/privacy', Y, Y, Y],
  ['/policies/terms', Y, N, Y],
  ['/policies/kvkk', Y, N, Y],
  ['/policies/aydinlatma', Y, N, Y],
  ['/policies/cookie-policy', Y, Y, N],
  ['/faq', Y, N, Y],
  ['/error', Y, Y, N],
  // Guest-only: no navigation bar, no footer, the copyright bar
  ['/reception/login', N, N, Y],
  ['/reception/register', N, N, Y],
  ['/reception/verify-email', N, N, Y],
  ['/reception/password-forgot', N, N, Y],
  ['/reception/password-reset', N, N, Y],
  ['/reception-vip/login', N, N, Y],
  ['/reception-vip/register', N, N, Y],
  // Other reception routes
  ['/reception/password-change', Y, Y, Y],
  ['/reception/google/callback', Y, Y, Y],
  ['/reception/delete-request', Y, Y, Y],
  ['/reception/delete-verify', Y, Y, Y],
  // Login required
  ['/profile/view', Y, Y, N],
  ['/profile/photo', Y, Y, N],
  ['/waitlist/add', Y, Y, N],
  ['/vote/question/add', Y, Y, N],
  ['/admin/vote/all', Y, Y, N],
  ['/information/display', Y, Y, N],
  ['/my-space', Y, Y, N],
  ['/notifications/personal', Y, Y, N],
  ['/alarm/personal', Y, Y, N],
  ['/assistant', Y, Y, N],
  ['/event/42', Y, Y, N],
  ['/psychology/display', Y, Y, N],
  ['/psychiatry/display', Y, Y, N],
  ['/matches', Y, Y, N],
  ['/quiz/7', Y, Y, N],
  ['/bundle/3', Y, Y, N],
  // Admin or moderator
  ['/admin/panel', Y, Y, N],
  ['/reception-vip/applications', Y, Y, Y],
  // Admin only
  ['/career/all', Y, Y, N],
  ['/career/12', Y, Y, N],
  ['/admin', Y, Y, N],
  ['/admin/users/all', Y, Y, N],
  ['/admin/users/5', Y, Y, N],
  ['/admin/users/add', Y, Y, N],
  ['/admin/users/edit', Y, Y, N],
  ['/admin/contacts/all', Y, Y, N],
  ['/admin/contacts/9', Y, Y, N],
  ['/admin/waitlist/all', Y, Y, N],
  ['/admin/suggestions/all', Y, Y, N],
  ['/admin/feedback/all', Y, Y, N],
  ['/admin/instagram/all', Y, Y, N],
  ['/admin/alarm/all', Y, Y, N],
  ['/admin/assistant', Y, Y, N],
  // Quiz builder
  ['/admin/qb', Y, Y, N],
  ['/admin/qb/paths', Y, Y, N],
  ['/admin/qb/matters', Y, Y, N],
  ['/admin/qb/matters/add', Y, Y, N],
  ['/admin/qb/matters/one/main/1', Y, Y, N],
  ['/admin/qb/matters/edit/1', Y, Y, N],
  ['/admin/qb/options', Y, Y, N],
  ['/admin/qb/options/add', Y, Y, N],
  ['/admin/qb/options/one/main/2', Y, Y, N],
  ['/admin/qb/options/edit/2', Y, Y, N],
  ['/admin/qb/phrases', Y, Y, N],
  ['/admin/qb/phrases/add', Y, Y, N],
  ['/admin/qb/phrases/one/main/3', Y, Y, N],
  ['/admin/qb/phrases/edit/3', Y, Y, N],
  ['/admin/qb/questions', Y, Y, N],
  ['/admin/qb/questions/add', Y, Y, N],
  ['/admin/qb/questions/one/main/4', Y, Y, N],
  ['/admin/qb/questions/edit/4', Y, Y, N],
  ['/admin/qb/bundles', Y, Y, N],
  ['/admin/qb/bundles/add', Y, Y, N],
  ['/admin/qb/bundles/one/main/6', Y, Y, N],
  ['/admin/qb/bundles/edit/6', Y, Y, N],
  ['/admin/qb/responses', Y, Y, N],
  ['/admin/qb/responses/add', Y, Y, N],
  ['/admin/qb/responses/one/main/5', Y, Y, N],
  ['/admin/qb/responses/edit/5', Y, Y, N],
  ['/admin/qb/quizzes', Y, Y, N],
  ['/admin/qb/quizzes/add', Y, Y, N],
  ['/admin/qb/quizzes/one/main/6', Y, Y, N],
  ['/admin/qb/quizzes/edit/6', Y, Y, N],
  ['/admin/qb/bundle/display', Y, Y, N],
  ['/admin/qb/bundle/display/15', Y, Y, N],
  // Matching admin
  ['/admin/matching', Y, Y, N],
  ['/admin/matching/physicals', Y, Y, N],
  ['/admin/matching/physicals/statistics', Y, Y, N],
  ['/admin/matching/physicals/8', Y, Y, N],
  ['/admin/matching/physicals/8/edit', Y, Y, N],
  ['/admin/matching/physicals/statistics/3', Y, Y, N],
  ['/admin/matching/users', Y, Y, N],
  ['/admin/matching/users/u1', Y, Y, N],
  ['/admin/matching/users/u1/edit', Y, Y, N],
  ['/admin/matching/pairs', Y, Y, N],
  ['/admin/matching/pairs/add', Y, Y, N],
  ['/admin/matching/pairs/p1', Y, Y, N],
  ['/admin/matching/pairs/p1/edit', Y, Y, N],
  ['/admin/matching/matches', Y, Y, N],
  ['/admin/matching/matches/add', Y, Y, N],
  ['/admin/matching/matches/m1', Y, Y, N],
  ['/admin/matching/matches/m1/edit', Y, Y, N],
  ['/admin/matching/calculations', Y, Y, N],
  ['/admin/matching/calculations/c1', Y, Y, N],
  // Product routes
  ['/courses', Y, Y, N],
  ['/courses/CS101', Y, Y, N],
  ['/gpa', Y, Y, N],
  ['/search', Y, Y, N],
  ['/questions', Y, Y, N],
  ['/thread/display/demo', Y, Y, N],
  ['/dev/display', Y, Y, N],
  ['/qa/display', Y, Y, N],
  ['/information/display/erasmus-application', Y, Y, N],
  ['/listings/car_pooling', Y, Y, N],
  ['/feedback', Y, Y, N],
  // Footer aliases
  ['/contact', Y, Y, N],
  ['/profile', Y, Y, N],
  ['/blog', Y, Y, N],
  // Unknown paths
  ['/no/such/page', Y, Y, N],
  ['/reception/no-such-page', Y, Y, Y],
  // A trailing slash is the same page
  ['/faq/', Y, N, Y],
  ['/reception/login/', N, N, Y],
];

describe('layout rules', () => {
  it.each(expectations)(
    '%s: navbar %s, footer %s, second footer %s',
    (path, navbar, footer, secondFooter) => {
      const { handle } = findRoute(path);
      expect({
        navbar: showsNavbar(handle),
        footer: showsFooter(handle),
        secondFooter: showsSecondFooter(path),
      }).toEqual({ navbar, footer, secondFooter });
    },
  );

  it('has an expectation for every route of the table', () => {
    const covered = new Set(expectations.map(([path]) => findRoute(path).path));
    const missing = appRoutes.map((route) => route.path).filter((path) => !covered.has(path));
    expect(missing).toEqual([]);
  });
});

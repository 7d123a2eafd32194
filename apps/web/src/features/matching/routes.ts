import { lazyPage, redirectTo, route, withTexts, type AppRoute } from '../../lib/routing';

const matchingPages = withTexts(() => import('.'), ['matching']);
const adminPages = withTexts(
  () => import('./admin'),
  [
    'matching-admin',
    'matching-admin-calculations',
    'matching-admin-matches',
    'matching-admin-pairs',
    'matching-admin-participants',
    'matching-admin-physicals',
  ],
);

/** Matching's pages (SPEC.md section 2 "Matching admin", MATCHING.md): the student's `/matches` and the admins' area. */
export const matchingRoutes: AppRoute[] = [
  route('/admin/matching', 'admin', redirectTo('/admin/matching/physicals')),
  route('/admin/matching/physicals', 'admin', lazyPage(adminPages, 'PhysicalListPage')),
  route(
    '/admin/matching/physicals/statistics',
    'admin',
    lazyPage(adminPages, 'StatisticsListPage'),
  ),
  route(
    '/admin/matching/physicals/statistics/:physicals_statistics_id',
    'admin',
    lazyPage(adminPages, 'StatisticsDetailPage'),
  ),
  route(
    '/admin/matching/physicals/:physical_id',
    'admin',
    lazyPage(adminPages, 'PhysicalDetailPage'),
  ),
  route(
    '/admin/matching/physicals/:physical_id/edit',
    'admin',
    lazyPage(adminPages, 'PhysicalEditPage'),
  ),
  route('/admin/matching/users', 'admin', lazyPage(adminPages, 'ParticipantListPage')),
  route('/admin/matching/users/:userId', 'admin', lazyPage(adminPages, 'ParticipantDetailPage')),
  route('/admin/matching/users/:userId/edit', 'admin', lazyPage(adminPages, 'ParticipantEditPage')),
  route('/admin/matching/pairs', 'admin', lazyPage(adminPages, 'PairListPage')),
  route('/admin/matching/pairs/add', 'admin', lazyPage(adminPages, 'PairAddPage')),
  route('/admin/matching/pairs/:pairId', 'admin', lazyPage(adminPages, 'PairDetailPage')),
  route('/admin/matching/pairs/:pairId/edit', 'admin', lazyPage(adminPages, 'PairEditPage')),
  route('/admin/matching/matches', 'admin', lazyPage(adminPages, 'MatchAdminListPage')),
  route('/admin/matching/matches/add', 'admin', lazyPage(adminPages, 'MatchAdminAddPage')),
  route('/admin/matching/matches/:match_id', 'admin', lazyPage(adminPages, 'MatchAdminDetailPage')),
  route(
    '/admin/matching/matches/:match_id/edit',
    'admin',
    lazyPage(adminPages, 'MatchAdminEditPage'),
  ),
  route('/admin/matching/calculations', 'admin', lazyPage(adminPages, 'CalculationListPage')),
  route(
    '/admin/matching/calculations/:calculation_id',
    'admin',
    lazyPage(adminPages, 'CalculationDetailPage'),
  ),
  route('/matches', 'auth', lazyPage(matchingPages, 'MatchesPage')),
];

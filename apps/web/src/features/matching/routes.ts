import { comingSoonRoute } from '../../components/coming-soon';
import { lazyPage, redirectTo, route, type AppRoute } from '../../lib/routing';

const matchingPages = () => import('.');

/**
 * Matching's pages (SPEC.md, MATCHING.md): the student's `/matches`; the
 * admins' pages are not built on the web yet, so each shows its section's
 * "coming soon" state until its page replaces the entry.
 */
export const matchingRoutes: AppRoute[] = [
  route('/admin/matching', 'admin', redirectTo('/admin/matching/physicals')),
  comingSoonRoute('/admin/matching/physicals', 'admin', 'matchingPhysicals'),
  comingSoonRoute('/admin/matching/physicals/statistics', 'admin', 'matchingPhysicalStatistics'),
  comingSoonRoute('/admin/matching/physicals/:physical_id', 'admin', 'matchingPhysicals'),
  comingSoonRoute('/admin/matching/physicals/:physical_id/edit', 'admin', 'matchingPhysicals'),
  comingSoonRoute(
    '/admin/matching/physicals/statistics/:physicals_statistics_id',
    'admin',
    'matchingPhysicalStatistics',
  ),
  comingSoonRoute('/admin/matching/users', 'admin', 'matchingUsers'),
  comingSoonRoute('/admin/matching/users/:userId', 'admin', 'matchingUsers'),
  comingSoonRoute('/admin/matching/users/:userId/edit', 'admin', 'matchingUsers'),
  comingSoonRoute('/admin/matching/pairs', 'admin', 'matchingPairs'),
  comingSoonRoute('/admin/matching/pairs/add', 'admin', 'matchingPairs'),
  comingSoonRoute('/admin/matching/pairs/:pairId', 'admin', 'matchingPairs'),
  comingSoonRoute('/admin/matching/pairs/:pairId/edit', 'admin', 'matchingPairs'),
  comingSoonRoute('/admin/matching/matches', 'admin', 'matchingMatches'),
  comingSoonRoute('/admin/matching/matches/add', 'admin', 'matchingMatches'),
  comingSoonRoute('/admin/matching/matches/:match_id', 'admin', 'matchingMatches'),
  comingSoonRoute('/admin/matching/matches/:match_id/edit', 'admin', 'matchingMatches'),
  comingSoonRoute('/admin/matching/calculations', 'admin', 'matchingCalculations'),
  comingSoonRoute('/admin/matching/calculations/:calculation_id', 'admin', 'matchingCalculations'),
  route('/matches', 'auth', lazyPage(matchingPages, 'MatchesPage')),
];

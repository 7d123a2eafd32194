import { comingSoonRoute } from '../../components/coming-soon';
import { redirectTo, route, type AppRoute } from '../../lib/routing';

/**
 * Matching's pages (SPEC.md, MATCHING.md): not built on the web yet, so each
 * shows its section's "coming soon" state; the pages replace these entries.
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
  comingSoonRoute('/matches', 'auth', 'matches'),
];

import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../lib/routing';

/** The route the URL matched, as the guard and the layout read it. */
export interface CurrentRoute {
  /** Its path pattern (a route's id is its path). */
  path: string;
  handle: RouteHandle;
}

/** What a match without a handle of ours counts as: an open page with the whole layout. */
const openRoute: CurrentRoute = { path: '*', handle: { access: 'public' } };

/** The matched page's route: the deepest match, whose `handle` says who may enter and what the layout hides. */
export function useCurrentRoute(): CurrentRoute {
  const page = useMatches().at(-1);
  if (page === undefined || !isRouteHandle(page.handle)) return openRoute;
  return { path: page.id, handle: page.handle };
}

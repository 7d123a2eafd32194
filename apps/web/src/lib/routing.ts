import type { AppPathPattern } from '@campus/contracts';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { loadTexts } from './i18n';

/**
 * Routes as data (decision 019): each feature exports its routes, made with
 * `route()`, in its `routes.ts`; `app/routes.tsx` assembles them into the one
 * route table. A route is a React Router route object whose `handle` says who
 * may enter and which layout parts it hides; the guard and the layout read the
 * matched route's handle.
 */

/** Who may enter a route. `guest` routes send signed-in users away. */
export type RouteAccess = 'public' | 'guest' | 'auth' | 'moderator' | 'admin';

const routeAccesses: readonly RouteAccess[] = ['public', 'guest', 'auth', 'moderator', 'admin'];

/** Layout parts a route hides beyond what its access implies. */
export interface RouteFlags {
  /** Hides the navigation bar; guest-only routes hide it unless this says otherwise. */
  hidesNavbar?: boolean;
  /** Hides the footer; guest-only routes hide it unless this says otherwise. */
  hidesFooter?: boolean;
}

/** What the guard and the layout read from the matched route (React Router's `handle`). */
export interface RouteHandle extends RouteFlags {
  access: RouteAccess;
}

/**
 * A path the route table may use: one of the app's page patterns that the
 * contracts list (`appPathPatterns`, which the API counts page views by), or
 * the catch-all. A new page is added there first.
 */
export type AppRoutePath = AppPathPattern | '*';

/** What renders on a route: a page loaded on its first visit, or an element at hand. */
export type RouteView =
  | { lazy: () => Promise<{ element: ReactNode }>; element?: never }
  | { element: ReactNode; lazy?: never };

/** A route of the app: a React Router route object whose id is its path pattern. */
export type AppRoute = { id: AppRoutePath; path: AppRoutePath; handle: RouteHandle } & RouteView;

/** A route: its path, who may enter, what renders there, and the layout flags it sets. */
export function route(
  path: AppRoutePath,
  access: RouteAccess,
  view: RouteView,
  flags: RouteFlags = {},
): AppRoute {
  return { id: path, path, handle: { access, ...flags }, ...view };
}

/**
 * A feature's pages with the texts they read: on the first visit the module and those
 * namespaces (the features'; the shell's are always in) load side by side, and the page renders
 * once both are in, so that no key shows. Each feature lists the namespaces its pages and what
 * they import read (`route-texts.test.ts` checks it); one left out would still arrive, a moment
 * after the page shows.
 */
export function withTexts<M>(
  load: () => Promise<M>,
  namespaces: readonly string[],
): () => Promise<M> {
  return async () => (await Promise.all([load(), loadTexts(namespaces)]))[0];
}

/**
 * A page loaded on its first visit: `load` imports the feature's module
 * (every route of a feature loads the same one, so the feature is one chunk),
 * `name` is the page's export there, and `props` the route's fixed properties.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): RouteView;
export function lazyPage<
  K extends string,
  const P extends object,
  M extends Record<K, ComponentType<P>>,
>(load: () => Promise<M>, name: K, props: P): RouteView;
export function lazyPage<K extends string, P extends object, M extends Record<K, ComponentType<P>>>(
  load: () => Promise<M>,
  name: K,
  props?: P,
): RouteView {
  return { lazy: async () => ({ element: createElement((await load())[name], props) }) };
}

/** A route that only sends on to another page, replacing itself in the history. */
export function redirectTo(to: AppPathPattern): RouteView {
  return { element: createElement(Navigate, { to, replace: true }) };
}

/**
 * The route React Router renders for a pathname among `routes`, ranked the
 * way the router ranks them (static segments beat parameters); undefined
 * when none matches.
 */
export function matchRoute(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return matchRoutes([...routes], pathname)?.at(-1)?.route;
}

/** Whether a route's `handle` (typed `unknown` by React Router) is one of ours. */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  if (typeof handle !== 'object' || handle === null) return false;
  const access: unknown = Reflect.get(handle, 'access');
  return routeAccesses.some((known) => known === access);
}

import type { RouteHandle } from '../lib/routing';

/**
 * Which layout parts a page shows (SPEC.md section 2, "Layout rules").
 * The navigation bar and the footer follow the matched route's handle; the
 * second footer-type block (the compact copyright bar) follows the path.
 */

type LayoutFlags = Pick<RouteHandle, 'access' | 'hidesNavbar' | 'hidesFooter'>;

/** The navigation bar is hidden on `/` and on every guest-only route. */
export function showsNavbar(handle: LayoutFlags): boolean {
  return !(handle.hidesNavbar ?? handle.access === 'guest');
}

/**
 * The footer is hidden on `/`, on guest-only routes, and always on
 * /policies/terms, /policies/kvkk, /policies/aydinlatma and /faq.
 */
export function showsFooter(handle: LayoutFlags): boolean {
  return !(handle.hidesFooter ?? handle.access === 'guest');
}

const secondFooterPaths: ReadonlySet<string> = new Set([
  '/',
  '/policies/privacy',
  '/policies/terms',
  '/policies/kvkk',
  '/policies/aydinlatma',
  '/faq',
]);

/**
 * The compact copyright bar shows on `/`, on any path starting with
 * `/reception` (so /reception-vip/* too: they are reception pages), and on the
 * legal pages and /faq.
 */
export function showsSecondFooter(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return secondFooterPaths.has(path) || path.startsWith('/reception');
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

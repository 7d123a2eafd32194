/**
 * The page paths of the web app (each web feature's `routes.ts`, assembled in
 * `apps/web/src/app/routes.tsx`), as React Router patterns: `:param` is one
 * segment, `:param?` an optional last segment. The web's route table may only
 * use these (its `route()` helper is typed by them, and a test checks that
 * each is used once), so the API can tell an app page from any other path
 * without importing the web app: a page view is counted under its pattern,
 * and a path of no page is not counted.
 */
export const appPathPatterns = [
  '/',
  '/home',
  '/career',
  '/career/apply',
  '/about',
  '/contacts',
  '/policies/privacy',
  '/policies/terms',
  '/policies/kvkk',
  '/policies/aydinlatma',
  '/policies/cookie-policy',
  '/faq',
  '/error',
  '/reception/login',
  '/reception/register',
  '/reception/verify-email',
  '/reception/password-forgot',
  '/reception/password-reset',
  '/reception-vip/login',
  '/reception-vip/register',
  '/reception/password-change',
  '/reception/google/callback',
  '/reception/delete-request',
  '/reception/delete-verify',
  '/profile/view',
  '/profile/photo',
  '/waitlist/add',
  '/vote/question/add',
  '/admin/vote/all',
  '/information/display',
  '/information/display/:project_id',
  '/my-space',
  '/feedback',
  '/listings/:category',
  '/notifications/personal',
  '/alarm/personal',
  '/assistant',
  '/event/:event_id',
  '/psychology/display',
  '/psychiatry/display',
  '/matches',
  '/quiz/:quiz_id',
  '/bundle/:bundle_id',
  '/admin/panel',
  '/reception-vip/applications',
  '/career/all',
  '/career/:career_id',
  '/admin',
  '/admin/users/all',
  '/admin/users/add',
  '/admin/users/edit',
  '/admin/users/:user_id',
  '/admin/contacts/all',
  '/admin/contacts/:contact_id',
  '/admin/waitlist/all',
  '/admin/suggestions/all',
  '/admin/feedback/all',
  '/admin/instagram/all',
  '/admin/alarm/all',
  '/admin/assistant',
  '/admin/qb',
  '/admin/qb/paths',
  '/admin/qb/matters',
  '/admin/qb/matters/add',
  '/admin/qb/matters/one/main/:matter_id',
  '/admin/qb/matters/edit/:matter_id',
  '/admin/qb/options',
  '/admin/qb/options/add',
  '/admin/qb/options/one/main/:option_id',
  '/admin/qb/options/edit/:option_id',
  '/admin/qb/phrases',
  '/admin/qb/phrases/add',
  '/admin/qb/phrases/one/main/:phrase_id',
  '/admin/qb/phrases/edit/:phrase_id',
  '/admin/qb/questions',
  '/admin/qb/questions/add',
  '/admin/qb/questions/one/main/:question_id',
  '/admin/qb/questions/edit/:question_id',
  '/admin/qb/responses',
  '/admin/qb/responses/add',
  '/admin/qb/responses/one/main/:response_id',
  '/admin/qb/responses/edit/:response_id',
  '/admin/qb/quizzes',
  '/admin/qb/quizzes/add',
  '/admin/qb/quizzes/one/main/:quiz_id',
  '/admin/qb/quizzes/edit/:quiz_id',
  '/admin/qb/bundles',
  '/admin/qb/bundles/add',
  '/admin/qb/bundles/one/main/:bundle_id',
  '/admin/qb/bundles/edit/:bundle_id',
  '/admin/qb/bundle/display/:question_id?',
  '/admin/matching',
  '/admin/matching/physicals',
  '/admin/matching/physicals/statistics',
  '/admin/matching/physicals/:physical_id',
  '/admin/matching/physicals/:physical_id/edit',
  '/admin/matching/physicals/statistics/:physicals_statistics_id',
  '/admin/matching/users',
  '/admin/matching/users/:userId',
  '/admin/matching/users/:userId/edit',
  '/admin/matching/pairs',
  '/admin/matching/pairs/add',
  '/admin/matching/pairs/:pairId',
  '/admin/matching/pairs/:pairId/edit',
  '/admin/matching/matches',
  '/admin/matching/matches/add',
  '/admin/matching/matches/:match_id',
  '/admin/matching/matches/:match_id/edit',
  '/admin/matching/calculations',
  '/admin/matching/calculations/:calculation_id',
  '/courses',
  '/courses/:course_id',
  '/gpa',
  '/search',
  '/questions',
  '/thread/display/demo',
  '/qa/display',
  '/dev/display',
  '/contact',
  '/profile',
  '/blog',
] as const;

export type AppPathPattern = (typeof appPathPatterns)[number];

type Segment = { kind: 'static'; text: string } | { kind: 'param'; optional: boolean };

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment, index) => index > 0 && segment !== '');
}

const compiled = appPathPatterns.map((pattern) => ({
  pattern,
  segments: segmentsOf(pattern).map((segment): Segment =>
    segment.startsWith(':')
      ? { kind: 'param', optional: segment.endsWith('?') }
      : { kind: 'static', text: segment.toLowerCase() },
  ),
}));

/**
 * How a pattern matched a path: one flag per segment of the path, true where a
 * static segment matched. Undefined when it does not match.
 */
function staticFlags(segments: readonly Segment[], pathSegments: readonly string[]) {
  const flags: boolean[] = [];
  for (const [index, segment] of segments.entries()) {
    const value = pathSegments[index];
    if (value === undefined) {
      // Only optional parameters may be left out, and only at the end.
      if (segment.kind === 'param' && segment.optional) continue;
      return undefined;
    }
    if (segment.kind === 'static' && segment.text !== value.toLowerCase()) return undefined;
    flags.push(segment.kind === 'static');
  }
  return flags.length === pathSegments.length ? flags : undefined;
}

/** Whether match `a` ranks above `b`: the first segment where they differ is static in `a`. */
function ranksAbove(a: readonly boolean[], b: readonly boolean[]): boolean {
  for (const [index, isStatic] of a.entries()) {
    if (isStatic !== b[index]) return isStatic;
  }
  return false;
}

/**
 * The pattern of the app page a concrete path shows, for example
 * `/courses/3f2a…` → `/courses/:course_id`; undefined for a path of no page.
 * The path has no query string or fragment; a trailing slash is folded and
 * static segments match in any case, as the router does. When several
 * patterns match, static segments win over parameters (`/career/apply` over
 * `/career/:career_id`), as React Router ranks them.
 */
export function appPathPatternOf(path: string): AppPathPattern | undefined {
  if (!path.startsWith('/')) return undefined;
  const pathSegments = path.split('/').slice(1);
  // A trailing slash is folded: `/faq/` is `/faq`, and `/` has no segment.
  if (pathSegments.at(-1) === '') pathSegments.pop();
  // An empty segment inside (`/a//b`) is no page's.
  if (pathSegments.includes('')) return undefined;
  let best: { pattern: AppPathPattern; flags: boolean[] } | undefined;
  for (const { pattern, segments } of compiled) {
    const flags = staticFlags(segments, pathSegments);
    if (flags === undefined) continue;
    if (best === undefined || ranksAbove(flags, best.flags)) best = { pattern, flags };
  }
  return best?.pattern;
}

import { matchRoutes } from 'react-router';
import type { AppPathPattern } from '@campus/contracts';

/**
 * The one route table of the web app: every page path of SPEC.md section 2 and
 * the product routes of PRODUCT.md, each with who may enter, which layout parts
 * it hides and what renders there. Pure data, so guards and layout rules can be
 * tested without rendering.
 */

/** Who may enter a route. `guest` routes send signed-in users away. */
export type RouteAccess = 'public' | 'guest' | 'auth' | 'moderator' | 'admin';

export type PolicyName = 'privacy' | 'terms' | 'kvkk' | 'aydinlatma' | 'cookie-policy';

/** Sections still to be built; each has a translated title under `shell:sections`. */
export const sectionKeys = [
  'home',
  'career',
  'careerApply',
  'contacts',
  'login',
  'register',
  'verifyEmail',
  'passwordForgot',
  'passwordReset',
  'vipLogin',
  'vipRegister',
  'passwordChange',
  'googleCallback',
  'deleteRequest',
  'deleteVerify',
  'profileView',
  'profilePhoto',
  'waitlistAdd',
  'voteQuestionAdd',
  'votes',
  'adminPanel',
  'vipApplications',
  'careerApplications',
  'careerApplication',
  'adminDashboard',
  'adminUsers',
  'adminUser',
  'adminUserAdd',
  'adminUserEdit',
  'adminContacts',
  'adminContact',
  'adminWaitlist',
  'adminSuggestions',
  'adminFeedback',
  'adminInstagram',
  'adminAlarms',
  'qbPaths',
  'qbMatters',
  'qbOptions',
  'qbPhrases',
  'qbQuestions',
  'qbResponses',
  'qbQuizzes',
  'qbBundles',
  'matchingPhysicals',
  'matchingPhysicalStatistics',
  'matchingUsers',
  'matchingPairs',
  'matchingMatches',
  'matchingCalculations',
  'information',
  'devLog',
  'mySpace',
  'notifications',
  'alarms',
  'event',
  'courses',
  'course',
  'gpa',
  'questions',
  'demoThread',
  'psychology',
  'psychiatry',
  'matches',
  'quiz',
  'bundle',
] as const;
export type SectionKey = (typeof sectionKeys)[number];

/** The sign-in and account pages of `features/auth`. */
export type AuthPageName =
  | 'login'
  | 'register'
  | 'verify-email'
  | 'password-forgot'
  | 'password-reset'
  | 'password-change'
  | 'google-callback'
  | 'delete-request'
  | 'delete-verify'
  | 'vip-login'
  | 'vip-register';

/** The pages of `features/profile`. */
export type ProfilePageName = 'view' | 'photo';

/** The pages of `features/career`. */
export type CareerPageName = 'positions' | 'apply' | 'applications' | 'application';

/** The pages of `features/admin-users`. */
export type AdminUsersPageName = 'list' | 'detail' | 'add' | 'edit';

/** The sections of the quiz builder (`features/quiz-builder`), each with its views. */
export type QuizBuilderSection =
  'matters' | 'options' | 'phrases' | 'questions' | 'responses' | 'quizzes' | 'bundles';

/** The four pages of a quiz builder section. */
export type QuizBuilderView = 'list' | 'add' | 'detail' | 'edit';

/** What renders on a route. */
export type RoutePage =
  | { kind: 'auth'; page: AuthPageName }
  | { kind: 'profile'; page: ProfilePageName }
  | { kind: 'graduate-applications' }
  | { kind: 'admin-users'; page: AdminUsersPageName }
  | { kind: 'courses' }
  | { kind: 'course-detail' }
  | { kind: 'my-space' }
  | { kind: 'home' }
  | { kind: 'listings-board' }
  | { kind: 'waitlist' }
  | { kind: 'admin-waitlist' }
  | { kind: 'votes' }
  | { kind: 'vote-propose' }
  | { kind: 'admin-panel' }
  | { kind: 'admin-dashboard' }
  | { kind: 'gpa' }
  | { kind: 'dev-log' }
  | { kind: 'alarms' }
  | { kind: 'admin-alarms' }
  | { kind: 'admin-instagram' }
  | { kind: 'qb-paths' }
  | { kind: 'quiz-builder'; section: QuizBuilderSection; view: QuizBuilderView }
  | { kind: 'qb-bundle-display' }
  | { kind: 'quiz-take' }
  | { kind: 'bundle-take' }
  | { kind: 'questions' }
  | { kind: 'qa' }
  | { kind: 'demo-thread' }
  | { kind: 'therapist-pool'; pool: 'psychology' | 'psychiatry' }
  | { kind: 'event' }
  | { kind: 'notifications' }
  | { kind: 'assistant' }
  | { kind: 'search' }
  | { kind: 'admin-assistant' }
  | { kind: 'information' }
  | { kind: 'contact' }
  | { kind: 'admin-contacts' }
  | { kind: 'admin-contact' }
  | { kind: 'feedback' }
  | { kind: 'admin-feedback'; feedbackKind: 'feedback' | 'suggestion' }
  | { kind: 'career'; page: CareerPageName }
  | { kind: 'landing' }
  | { kind: 'about' }
  | { kind: 'faq' }
  | { kind: 'policy'; policy: PolicyName }
  | { kind: 'error' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; to: string }
  | { kind: 'coming-soon'; section: SectionKey };

/**
 * A path the route table may use: one of the app's page patterns that the
 * contracts list (`appPathPatterns`, which the API counts page views by), or
 * the catch-all. A new page is added there first.
 */
export type AppRoutePath = AppPathPattern | '*';

export interface AppRoute {
  /** React Router path pattern (`:param`, `:param?`, `*`). */
  path: AppRoutePath;
  access: RouteAccess;
  hidesNavbar: boolean;
  hidesFooter: boolean;
  page: RoutePage;
}

interface RouteOptions {
  hidesNavbar?: boolean;
  hidesFooter?: boolean;
}

function route(
  path: AppRoutePath,
  access: RouteAccess,
  page: RoutePage,
  options: RouteOptions = {},
): AppRoute {
  return {
    path,
    access,
    // SPEC: none of the guest-only routes shows a navigation bar or footer.
    hidesNavbar: options.hidesNavbar ?? access === 'guest',
    hidesFooter: options.hidesFooter ?? access === 'guest',
    page,
  };
}

function soon(section: SectionKey): RoutePage {
  return { kind: 'coming-soon', section };
}

function auth(page: AuthPageName): RoutePage {
  return { kind: 'auth', page };
}

function redirect(to: string): RoutePage {
  return { kind: 'redirect', to };
}

function policy(name: PolicyName, options: RouteOptions = {}): AppRoute {
  return route(`/policies/${name}` as const, 'public', { kind: 'policy', policy: name }, options);
}

const quizBuilderSections = [
  { segment: 'matters', id: 'matter_id' },
  { segment: 'options', id: 'option_id' },
  { segment: 'phrases', id: 'phrase_id' },
  { segment: 'questions', id: 'question_id' },
  { segment: 'responses', id: 'response_id' },
  { segment: 'quizzes', id: 'quiz_id' },
  // Not in SPEC.md's list: bundles get the same four pages (issue #7).
  { segment: 'bundles', id: 'bundle_id' },
] as const satisfies readonly { segment: QuizBuilderSection; id: string }[];

type QuizBuilderSectionSpec = (typeof quizBuilderSections)[number];

/** The four paths of a section, as literal types (one section at a time, not their mix). */
type QuizBuilderPaths<S extends QuizBuilderSectionSpec> = S extends QuizBuilderSectionSpec
  ? {
      list: `/admin/qb/${S['segment']}`;
      add: `/admin/qb/${S['segment']}/add`;
      detail: `/admin/qb/${S['segment']}/one/main/:${S['id']}`;
      edit: `/admin/qb/${S['segment']}/edit/:${S['id']}`;
    }
  : never;

function quizBuilderPaths<S extends QuizBuilderSectionSpec>({
  segment,
  id,
}: S): QuizBuilderPaths<S> {
  // TypeScript types each template by the union of the sections; it is built from one.
  return {
    list: `/admin/qb/${segment}`,
    add: `/admin/qb/${segment}/add`,
    detail: `/admin/qb/${segment}/one/main/:${id}`,
    edit: `/admin/qb/${segment}/edit/:${id}`,
  } as QuizBuilderPaths<S>;
}

/** Each quiz builder section has a list, an add, a detail and an edit route. */
const quizBuilderRoutes: AppRoute[] = [
  route('/admin/qb', 'admin', redirect('/admin/qb/paths')),
  route('/admin/qb/paths', 'admin', { kind: 'qb-paths' }),
  ...quizBuilderSections.flatMap((section) => {
    const paths = quizBuilderPaths(section);
    const page = (view: QuizBuilderView): RoutePage => ({
      kind: 'quiz-builder',
      section: section.segment,
      view,
    });
    return [
      route(paths.list, 'admin', page('list')),
      route(paths.add, 'admin', page('add')),
      route(paths.detail, 'admin', page('detail')),
      route(paths.edit, 'admin', page('edit')),
    ];
  }),
  route('/admin/qb/bundle/display/:question_id?', 'admin', { kind: 'qb-bundle-display' }),
];

const matchingRoutes: AppRoute[] = [
  route('/admin/matching', 'admin', redirect('/admin/matching/physicals')),
  route('/admin/matching/physicals', 'admin', soon('matchingPhysicals')),
  route('/admin/matching/physicals/statistics', 'admin', soon('matchingPhysicalStatistics')),
  route('/admin/matching/physicals/:physical_id', 'admin', soon('matchingPhysicals')),
  route('/admin/matching/physicals/:physical_id/edit', 'admin', soon('matchingPhysicals')),
  route(
    '/admin/matching/physicals/statistics/:physicals_statistics_id',
    'admin',
    soon('matchingPhysicalStatistics'),
  ),
  route('/admin/matching/users', 'admin', soon('matchingUsers')),
  route('/admin/matching/users/:userId', 'admin', soon('matchingUsers')),
  route('/admin/matching/users/:userId/edit', 'admin', soon('matchingUsers')),
  route('/admin/matching/pairs', 'admin', soon('matchingPairs')),
  route('/admin/matching/pairs/add', 'admin', soon('matchingPairs')),
  route('/admin/matching/pairs/:pairId', 'admin', soon('matchingPairs')),
  route('/admin/matching/pairs/:pairId/edit', 'admin', soon('matchingPairs')),
  route('/admin/matching/matches', 'admin', soon('matchingMatches')),
  route('/admin/matching/matches/add', 'admin', soon('matchingMatches')),
  route('/admin/matching/matches/:match_id', 'admin', soon('matchingMatches')),
  route('/admin/matching/matches/:match_id/edit', 'admin', soon('matchingMatches')),
  route('/admin/matching/calculations', 'admin', soon('matchingCalculations')),
  route('/admin/matching/calculations/:calculation_id', 'admin', soon('matchingCalculations')),
];

export const appRoutes: readonly AppRoute[] = [
  // Public and general
  route('/', 'public', { kind: 'landing' }, { hidesNavbar: true, hidesFooter: true }),
  route('/home', 'public', { kind: 'home' }),
  route('/career', 'public', { kind: 'career', page: 'positions' }),
  route('/career/apply', 'public', { kind: 'career', page: 'apply' }),
  route('/about', 'public', { kind: 'about' }),
  route('/contacts', 'public', { kind: 'contact' }),
  policy('privacy'),
  policy('terms', { hidesFooter: true }),
  policy('kvkk', { hidesFooter: true }),
  policy('aydinlatma', { hidesFooter: true }),
  policy('cookie-policy'),
  route('/faq', 'public', { kind: 'faq' }, { hidesFooter: true }),
  route('/error', 'public', { kind: 'error' }),

  // Guest-only
  route('/reception/login', 'guest', auth('login')),
  route('/reception/register', 'guest', auth('register')),
  route('/reception/verify-email', 'guest', auth('verify-email')),
  route('/reception/password-forgot', 'guest', auth('password-forgot')),
  route('/reception/password-reset', 'guest', auth('password-reset')),
  route('/reception-vip/login', 'guest', auth('vip-login')),
  route('/reception-vip/register', 'guest', auth('vip-register')),

  // Other reception routes
  route('/reception/password-change', 'auth', auth('password-change')),
  route('/reception/google/callback', 'public', auth('google-callback')),
  route('/reception/delete-request', 'public', auth('delete-request')),
  route('/reception/delete-verify', 'public', auth('delete-verify')),

  // Login required
  route('/profile/view', 'auth', { kind: 'profile', page: 'view' }),
  route('/profile/photo', 'auth', { kind: 'profile', page: 'photo' }),
  route('/waitlist/add', 'auth', { kind: 'waitlist' }),
  route('/vote/question/add', 'auth', { kind: 'vote-propose' }),
  route('/admin/vote/all', 'auth', { kind: 'votes' }),
  route('/information/display', 'auth', { kind: 'information' }),
  route('/information/display/:project_id', 'auth', { kind: 'information' }),
  route('/my-space', 'auth', { kind: 'my-space' }),
  route('/feedback', 'auth', { kind: 'feedback' }),
  route('/listings/:category', 'auth', { kind: 'listings-board' }),
  route('/notifications/personal', 'auth', { kind: 'notifications' }),
  route('/alarm/personal', 'auth', { kind: 'alarms' }),
  route('/assistant', 'auth', { kind: 'assistant' }),
  route('/event/:event_id', 'auth', { kind: 'event' }),
  route('/psychology/display', 'auth', { kind: 'therapist-pool', pool: 'psychology' }),
  route('/psychiatry/display', 'auth', { kind: 'therapist-pool', pool: 'psychiatry' }),
  route('/matches', 'auth', soon('matches')),
  route('/quiz/:quiz_id', 'auth', { kind: 'quiz-take' }),
  route('/bundle/:bundle_id', 'auth', { kind: 'bundle-take' }),

  // Admin or moderator
  route('/admin/panel', 'moderator', { kind: 'admin-panel' }),
  route('/reception-vip/applications', 'moderator', { kind: 'graduate-applications' }),

  // Admin only
  route('/career/all', 'admin', { kind: 'career', page: 'applications' }),
  route('/career/:career_id', 'admin', { kind: 'career', page: 'application' }),
  route('/admin', 'admin', { kind: 'admin-dashboard' }),
  route('/admin/users/all', 'admin', { kind: 'admin-users', page: 'list' }),
  route('/admin/users/add', 'admin', { kind: 'admin-users', page: 'add' }),
  route('/admin/users/edit', 'admin', { kind: 'admin-users', page: 'edit' }),
  route('/admin/users/:user_id', 'admin', { kind: 'admin-users', page: 'detail' }),
  route('/admin/contacts/all', 'admin', { kind: 'admin-contacts' }),
  route('/admin/contacts/:contact_id', 'admin', { kind: 'admin-contact' }),
  route('/admin/waitlist/all', 'admin', { kind: 'admin-waitlist' }),
  route('/admin/suggestions/all', 'admin', { kind: 'admin-feedback', feedbackKind: 'suggestion' }),
  route('/admin/feedback/all', 'admin', { kind: 'admin-feedback', feedbackKind: 'feedback' }),
  route('/admin/instagram/all', 'admin', { kind: 'admin-instagram' }),
  route('/admin/alarm/all', 'admin', { kind: 'admin-alarms' }),
  route('/admin/assistant', 'admin', { kind: 'admin-assistant' }),
  ...quizBuilderRoutes,
  ...matchingRoutes,

  // Product routes open to everyone
  route('/courses', 'public', { kind: 'courses' }),
  route('/courses/:course_id', 'public', { kind: 'course-detail' }),
  route('/gpa', 'public', { kind: 'gpa' }),
  route('/search', 'public', { kind: 'search' }),
  route('/questions', 'public', { kind: 'questions' }),
  route('/thread/display/demo', 'public', { kind: 'demo-thread' }),
  route('/qa/display', 'public', { kind: 'qa' }),
  route('/dev/display', 'public', { kind: 'dev-log' }),

  // Footer aliases
  route('/contact', 'public', redirect('/contacts')),
  route('/profile', 'auth', redirect('/profile/view')),
  route('/blog', 'public', redirect('/dev/display')),

  // Anything else
  route('*', 'public', { kind: 'not-found' }),
];

/** The routes a signed-in user can sign in from while maintenance mode is on. */
export const signInPaths: readonly string[] = [
  '/reception/login',
  '/reception/google/callback',
  '/reception-vip/login',
];

const notFoundRoute: AppRoute = route('*', 'public', { kind: 'not-found' });

const matchableRoutes = appRoutes.map((entry) => ({ path: entry.path, entry }));

/**
 * The table entry that React Router renders for a pathname, ranked the same way
 * the router ranks them (static segments beat parameters); the catch-all otherwise.
 */
export function findRoute(pathname: string): AppRoute {
  const matches = matchRoutes(matchableRoutes, pathname);
  const match = matches?.at(-1);
  if (match) return match.route.entry;
  return notFoundRoute;
}

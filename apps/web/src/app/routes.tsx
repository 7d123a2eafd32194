import { lazy, Suspense, type ComponentType } from 'react';
import { adminUserRoutes } from '../features/admin-users/routes';
import { alarmRoutes } from '../features/alarms/routes';
import { assistantRoutes } from '../features/assistant/routes';
import { authRoutes } from '../features/auth/routes';
import { careerRoutes } from '../features/career/routes';
import { contactRoutes } from '../features/contact/routes';
import { courseRoutes } from '../features/courses/routes';
import { devLogRoutes } from '../features/dev-log/routes';
import { eventRoutes } from '../features/events/routes';
import { feedbackRoutes } from '../features/feedback/routes';
import { gpaRoutes } from '../features/gpa/routes';
import { graduateApplicationRoutes } from '../features/graduate-applications/routes';
import { informationRoutes } from '../features/information/routes';
import { instagramRoutes } from '../features/instagram/routes';
import { listingRoutes } from '../features/listings/routes';
import { matchingRoutes } from '../features/matching/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { profileRoutes } from '../features/profile/routes';
import { questionRoutes } from '../features/questions/routes';
import { quizBuilderRoutes } from '../features/quiz-builder/routes';
import { quizRoutes } from '../features/quizzes/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { therapistPoolRoutes } from '../features/therapist-pools/routes';
import { voteRoutes } from '../features/votes/routes';
import { waitlistRoutes } from '../features/waitlist/routes';
import type { LandingPageProps } from '../features/static-pages/landing-page';
import { useAuth } from '../lib/auth-store';
import { lazyPage, matchRoute, route, withTexts, type AppRoute } from '../lib/routing';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { useMaintenanceMode } from './route-guard';

/**
 * The one route table of the web app (decision 019): the routes every
 * feature exports from its `routes.ts`, and those of the pages `app/`
 * composes from several features. Each is a React Router route object whose
 * `handle` says who may enter and which layout parts it hides; the router
 * renders them, and the guard and the layout read the matched one's handle.
 */

// The home page's Instagram section: loaded after the page, with the Instagram feature's chunk.
const InstagramFeaturedSection = lazy(() =>
  import('../features/instagram').then((module) => ({ default: module.InstagramFeaturedSection })),
);

/** The landing page, told whether the visitor is signed in and whether maintenance mode is on. */
function withShellState(LandingPage: ComponentType<LandingPageProps>): ComponentType {
  return function Landing() {
    const { isAuthenticated } = useAuth();
    const isMaintenance = useMaintenanceMode() ?? false;
    return <LandingPage isAuthenticated={isAuthenticated} isMaintenance={isMaintenance} />;
  };
}

// The landing page alone, not its feature's barrel: the policy pages' texts stay out of `/`.
const landingPages = () =>
  import('../features/static-pages/landing-page').then((m) => ({
    Landing: withShellState(m.LandingPage),
  }));
// The home page and the signed-in person's shortcuts, fetched side by side; the shortcuts' own
// chunk keeps the features they read (alarms, GPA, matching, questions) out of the entry.
const homePages = withTexts(
  () =>
    Promise.all([import('../features/listings'), import('./home-shortcuts')]).then(
      ([listings, shortcuts]) => ({
        Home: function Home() {
          return (
            <listings.HomePage
              personal={<shortcuts.HomeShortcuts />}
              after={
                <Suspense fallback={null}>
                  <InstagramFeaturedSection />
                </Suspense>
              }
            />
          );
        },
      }),
    ),
  ['home', 'listings', 'instagram'],
);
// The composed pages read the texts of the features they gather.
const mySpacePages = withTexts(
  () => import('./my-space-page'),
  [
    'alarms',
    'career',
    'course-detail',
    'course-review',
    'courses',
    'feedback',
    'home',
    'listings',
    'questions',
    'quizzes',
    'therapist-pools',
    'votes',
    'waitlist',
  ],
);
const adminPanelPages = withTexts(
  () => import('./admin-panel-page'),
  [
    'course-detail',
    'course-review',
    'courses',
    'home',
    'listings',
    'questions',
    'therapist-pools',
    'votes',
  ],
);
const adminDashboardPages = withTexts(
  () => import('./admin-dashboard-page'),
  [
    'admin-dashboard',
    'career',
    'contact',
    'course-detail',
    'course-review',
    'courses',
    'feedback',
    'graduates',
    'home',
    'listings',
    'questions',
    'therapist-pools',
    'votes',
  ],
);

/** The landing and home pages, my space, the admin panel and dashboard, the error page and the catch-all. */
const shellRoutes: AppRoute[] = [
  route('/', 'public', lazyPage(landingPages, 'Landing'), {
    hidesNavbar: true,
    hidesFooter: true,
  }),
  route('/home', 'public', lazyPage(homePages, 'Home')),
  route('/my-space', 'auth', lazyPage(mySpacePages, 'MySpacePage')),
  route('/admin/panel', 'moderator', lazyPage(adminPanelPages, 'AdminPanelPage')),
  route('/admin', 'admin', lazyPage(adminDashboardPages, 'AdminDashboardPage', { findRoute })),
  route('/error', 'public', { element: <ErrorPage /> }),
  route('*', 'public', { element: <NotFoundPage /> }),
];

export const appRoutes: readonly AppRoute[] = [
  ...staticPageRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...careerRoutes,
  ...contactRoutes,
  ...courseRoutes,
  ...gpaRoutes,
  ...questionRoutes,
  ...therapistPoolRoutes,
  ...listingRoutes,
  ...eventRoutes,
  ...notificationRoutes,
  ...alarmRoutes,
  ...assistantRoutes,
  ...informationRoutes,
  ...feedbackRoutes,
  ...waitlistRoutes,
  ...voteRoutes,
  ...quizRoutes,
  ...devLogRoutes,
  ...graduateApplicationRoutes,
  ...adminUserRoutes,
  ...instagramRoutes,
  ...quizBuilderRoutes,
  ...matchingRoutes,
  ...shellRoutes,
];

/** The route React Router renders for a pathname (the catch-all for a path of no page). */
export function findRoute(pathname: string): AppRoute {
  const found = matchRoute(appRoutes, pathname);
  if (found === undefined) throw new Error(`No route, not even the catch-all, matches ${pathname}`);
  return found;
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../components/centered-loader';
import { ComingSoon } from '../components/coming-soon';
import { useAuth } from '../features/auth';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { useMaintenanceMode } from './route-guard';
import type { RoutePage, SectionKey } from './routes';

// Pages load as separate chunks, so the first visit downloads only the shell and its page.
const LandingPage = lazy(() =>
  import('../features/static-pages').then((module) => ({ default: module.LandingPage })),
);
const AboutPage = lazy(() =>
  import('../features/static-pages').then((module) => ({ default: module.AboutPage })),
);
const FaqPage = lazy(() =>
  import('../features/static-pages').then((module) => ({ default: module.FaqPage })),
);
// The legal texts of both languages are the largest part of the static pages: a chunk of their own.
const PolicyPage = lazy(() =>
  import('../features/static-pages/policy-page').then((module) => ({ default: module.PolicyPage })),
);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CenteredLoader />}>{children}</Suspense>;
}

function Landing() {
  const { isAuthenticated } = useAuth();
  const isMaintenance = useMaintenanceMode() ?? false;
  return <LandingPage isAuthenticated={isAuthenticated} isMaintenance={isMaintenance} />;
}

function SectionComingSoon({ section }: { section: SectionKey }) {
  const { t } = useTranslation('shell');
  return <ComingSoon title={t(`sections.${section}`)} />;
}

/** What the route table says renders on a route. */
export function RoutePageView({ page }: { page: RoutePage }) {
  switch (page.kind) {
    case 'landing':
      return (
        <Loading>
          <Landing />
        </Loading>
      );
    case 'about':
      return (
        <Loading>
          <AboutPage />
        </Loading>
      );
    case 'faq':
      return (
        <Loading>
          <FaqPage />
        </Loading>
      );
    case 'policy':
      return (
        <Loading>
          <PolicyPage policy={page.policy} />
        </Loading>
      );
    case 'error':
      return <ErrorPage />;
    case 'not-found':
      return <NotFoundPage />;
    case 'redirect':
      return <Navigate to={page.to} replace />;
    case 'coming-soon':
      return <SectionComingSoon section={page.section} />;
  }
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../components/centered-loader';
import { ComingSoon } from '../components/coming-soon';
import { useAuth } from '../lib/auth-store';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { useMaintenanceMode } from './route-guard';
import type {
  AdminUsersPageName,
  AuthPageName,
  ProfilePageName,
  RoutePage,
  SectionKey,
} from './routes';

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

// One chunk per feature: the sign-in pages, the profile, graduate applications, user management.
const authPages = () => import('../features/auth');
const profilePages = () => import('../features/profile');
const adminUserPages = () => import('../features/admin-users');

const LoginPage = lazy(() => authPages().then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => authPages().then((module) => ({ default: module.RegisterPage })));
const VerifyEmailPage = lazy(() =>
  authPages().then((module) => ({ default: module.VerifyEmailPage })),
);
const PasswordForgotPage = lazy(() =>
  authPages().then((module) => ({ default: module.PasswordForgotPage })),
);
const PasswordResetPage = lazy(() =>
  authPages().then((module) => ({ default: module.PasswordResetPage })),
);
const PasswordChangePage = lazy(() =>
  authPages().then((module) => ({ default: module.PasswordChangePage })),
);
const GoogleCallbackPage = lazy(() =>
  authPages().then((module) => ({ default: module.GoogleCallbackPage })),
);
const DeleteRequestPage = lazy(() =>
  authPages().then((module) => ({ default: module.DeleteRequestPage })),
);
const DeleteVerifyPage = lazy(() =>
  authPages().then((module) => ({ default: module.DeleteVerifyPage })),
);
const VipLoginPage = lazy(() => authPages().then((module) => ({ default: module.VipLoginPage })));
const VipRegisterPage = lazy(() =>
  authPages().then((module) => ({ default: module.VipRegisterPage })),
);

const ProfileViewPage = lazy(() =>
  profilePages().then((module) => ({ default: module.ProfileViewPage })),
);
const ProfilePhotoPage = lazy(() =>
  profilePages().then((module) => ({ default: module.ProfilePhotoPage })),
);
const GraduateApplicationsPage = lazy(() =>
  import('../features/graduate-applications').then((module) => ({
    default: module.GraduateApplicationsPage,
  })),
);
const AdminUsersPage = lazy(() =>
  adminUserPages().then((module) => ({ default: module.AdminUsersPage })),
);
const AdminUserDetailPage = lazy(() =>
  adminUserPages().then((module) => ({ default: module.AdminUserDetailPage })),
);
const AdminUserAddPage = lazy(() =>
  adminUserPages().then((module) => ({ default: module.AdminUserAddPage })),
);
const AdminUserEditPage = lazy(() =>
  adminUserPages().then((module) => ({ default: module.AdminUserEditPage })),
);
// The GPA calculator: a chunk of its own.
const GpaCalculatorPage = lazy(() =>
  import('../features/gpa').then((module) => ({ default: module.GpaCalculatorPage })),
);
// The dev log: a chunk of its own.
const DevLogPage = lazy(() =>
  import('../features/dev-log').then((module) => ({ default: module.DevLogPage })),
);
// The course pages: the catalogue, a course, and the moderators' panel that manages them.
const coursePages = () => import('../features/courses');
const CourseCatalogPage = lazy(() =>
  coursePages().then((module) => ({ default: module.CourseCatalogPage })),
);
const CourseDetailPage = lazy(() =>
  coursePages().then((module) => ({ default: module.CourseDetailPage })),
);
// Pages that arrange the panels of several features.
const MySpacePage = lazy(() =>
  import('./my-space-page').then((module) => ({ default: module.MySpacePage })),
);
const AdminPanelPage = lazy(() =>
  import('./admin-panel-page').then((module) => ({ default: module.AdminPanelPage })),
);

const authPageComponents: Record<AuthPageName, ComponentType> = {
  login: LoginPage,
  register: RegisterPage,
  'verify-email': VerifyEmailPage,
  'password-forgot': PasswordForgotPage,
  'password-reset': PasswordResetPage,
  'password-change': PasswordChangePage,
  'google-callback': GoogleCallbackPage,
  'delete-request': DeleteRequestPage,
  'delete-verify': DeleteVerifyPage,
  'vip-login': VipLoginPage,
  'vip-register': VipRegisterPage,
};

const profilePageComponents: Record<ProfilePageName, ComponentType> = {
  view: ProfileViewPage,
  photo: ProfilePhotoPage,
};

const adminUsersPageComponents: Record<AdminUsersPageName, ComponentType> = {
  list: AdminUsersPage,
  detail: AdminUserDetailPage,
  add: AdminUserAddPage,
  edit: AdminUserEditPage,
};

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
    case 'auth': {
      const Page = authPageComponents[page.page];
      return (
        <Loading>
          <Page />
        </Loading>
      );
    }
    case 'profile': {
      const Page = profilePageComponents[page.page];
      return (
        <Loading>
          <Page />
        </Loading>
      );
    }
    case 'graduate-applications':
      return (
        <Loading>
          <GraduateApplicationsPage />
        </Loading>
      );
    case 'admin-users': {
      const Page = adminUsersPageComponents[page.page];
      return (
        <Loading>
          <Page />
        </Loading>
      );
    }
    case 'courses':
      return (
        <Loading>
          <CourseCatalogPage />
        </Loading>
      );
    case 'course-detail':
      return (
        <Loading>
          <CourseDetailPage />
        </Loading>
      );
    case 'my-space':
      return (
        <Loading>
          <MySpacePage />
        </Loading>
      );
    case 'admin-panel':
      return (
        <Loading>
          <AdminPanelPage />
        </Loading>
      );
    case 'gpa':
      return (
        <Loading>
          <GpaCalculatorPage />
        </Loading>
      );
    case 'dev-log':
      return (
        <Loading>
          <DevLogPage />
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

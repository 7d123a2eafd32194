import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../components/centered-loader';
import { ComingSoon } from '../components/coming-soon';
import { useAuth } from '../lib/auth-store';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { useMaintenanceMode } from './route-guard';
import { HomeShortcuts } from './home-shortcuts';
import type {
  AdminUsersPageName,
  AuthPageName,
  CareerPageName,
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
// The psychologist and psychiatrist pools: one page for both, a chunk of its own.
const TherapistPoolPage = lazy(() =>
  import('../features/therapist-pools').then((module) => ({
    default: module.TherapistPoolPage,
  })),
);
// The alarms, the person's and the admins': one chunk.
const alarmPages = () => import('../features/alarms');
const AlarmsPage = lazy(() => alarmPages().then((module) => ({ default: module.AlarmsPage })));
const AdminAlarmsPage = lazy(() =>
  alarmPages().then((module) => ({ default: module.AdminAlarmsPage })),
);
// The dev log: a chunk of its own.
const DevLogPage = lazy(() =>
  import('../features/dev-log').then((module) => ({ default: module.DevLogPage })),
);
// The event page (the drawer itself is in the shell): a chunk of its own.
const EventPage = lazy(() =>
  import('../features/events/event-page').then((module) => ({ default: module.EventPage })),
);
// The information bank: a chunk of its own.
const InformationPage = lazy(() =>
  import('../features/information').then((module) => ({ default: module.InformationPage })),
);
// The contact form and the admins' contact messages: one chunk.
const contactPages = () => import('../features/contact');
const ContactPage = lazy(() => contactPages().then((module) => ({ default: module.ContactPage })));
const AdminContactsPage = lazy(() =>
  contactPages().then((module) => ({ default: module.AdminContactsPage })),
);
const AdminContactPage = lazy(() =>
  contactPages().then((module) => ({ default: module.AdminContactPage })),
);
// Feedback and suggestions: the signed-in forms and the admins' lists, one chunk.
const feedbackPages = () => import('../features/feedback');
const FeedbackPage = lazy(() =>
  feedbackPages().then((module) => ({ default: module.FeedbackPage })),
);
const AdminFeedbackPage = lazy(() =>
  feedbackPages().then((module) => ({ default: module.AdminFeedbackPage })),
);
// The notifications page; the navbar's bell and the live stream are in the shell.
const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page').then((module) => ({
    default: module.NotificationsPage,
  })),
);
// The assistant, the admins' assistant page and the search over its index: one chunk.
const assistantPages = () => import('../features/assistant');
const AssistantPage = lazy(() =>
  assistantPages().then((module) => ({ default: module.AssistantPage })),
);
const AdminAssistantPage = lazy(() =>
  assistantPages().then((module) => ({ default: module.AdminAssistantPage })),
);
const SearchPage = lazy(() => assistantPages().then((module) => ({ default: module.SearchPage })));
// The course pages: the catalogue, a course, and the moderators' panel that manages them.
const coursePages = () => import('../features/courses');
const CourseCatalogPage = lazy(() =>
  coursePages().then((module) => ({ default: module.CourseCatalogPage })),
);
const CourseDetailPage = lazy(() =>
  coursePages().then((module) => ({ default: module.CourseDetailPage })),
);
// The home page and the listings boards: a chunk of their own.
const listingPages = () => import('../features/listings');
const HomePage = lazy(() => listingPages().then((module) => ({ default: module.HomePage })));
const ListingsBoardPage = lazy(() =>
  listingPages().then((module) => ({ default: module.ListingsBoardPage })),
);
// The waitlists (join, admins' counts and export): one chunk.
const waitlistPages = () => import('../features/waitlist');
const WaitlistPage = lazy(() =>
  waitlistPages().then((module) => ({ default: module.WaitlistPage })),
);
const AdminWaitlistPage = lazy(() =>
  waitlistPages().then((module) => ({ default: module.AdminWaitlistPage })),
);
// Voting (the questions with live results, the proposal form): one chunk.
const votePages = () => import('../features/votes');
const VotesPage = lazy(() => votePages().then((module) => ({ default: module.VotesPage })));
const ProposeQuestionPage = lazy(() =>
  votePages().then((module) => ({ default: module.ProposeQuestionPage })),
);
// The question pool, its sample thread and the Q&A bank: one chunk.
const questionPages = () => import('../features/questions');
const QuestionsPage = lazy(() =>
  questionPages().then((module) => ({ default: module.QuestionsPage })),
);
const DemoThreadPage = lazy(() =>
  questionPages().then((module) => ({ default: module.DemoThreadPage })),
);
const QaPage = lazy(() => questionPages().then((module) => ({ default: module.QaPage })));
// The career pages (positions, apply, the admins' review): one chunk.
const careerPages = () => import('../features/career');
const careerPageComponents: Record<CareerPageName, ComponentType> = {
  positions: lazy(() => careerPages().then((module) => ({ default: module.CareerPage }))),
  apply: lazy(() => careerPages().then((module) => ({ default: module.CareerApplyPage }))),
  applications: lazy(() => careerPages().then((module) => ({ default: module.CareerAdminPage }))),
  application: lazy(() =>
    careerPages().then((module) => ({ default: module.CareerApplicationPage })),
  ),
};
// The Instagram posts: the admins' page and the home page's section, one chunk.
const instagramPages = () => import('../features/instagram');
const AdminInstagramPage = lazy(() =>
  instagramPages().then((module) => ({ default: module.AdminInstagramPage })),
);
const InstagramFeaturedSection = lazy(() =>
  instagramPages().then((module) => ({ default: module.InstagramFeaturedSection })),
);
// The quiz builder's admin pages, one chunk; taking quizzes (and the admins' bundle preview), another.
const QuizBuilderPage = lazy(() =>
  import('../features/quiz-builder').then((module) => ({ default: module.QuizBuilderPage })),
);
const QuizBuilderPathsPage = lazy(() =>
  import('../features/quiz-builder').then((module) => ({ default: module.QuizBuilderPathsPage })),
);
const quizPages = () => import('../features/quizzes');
const QuizTakePage = lazy(() => quizPages().then((module) => ({ default: module.QuizTakePage })));
const BundleTakePage = lazy(() =>
  quizPages().then((module) => ({ default: module.BundleTakePage })),
);
const BundleDisplayPage = lazy(() =>
  quizPages().then((module) => ({ default: module.BundleDisplayPage })),
);
// Pages that arrange the panels of several features.
const MySpacePage = lazy(() =>
  import('./my-space-page').then((module) => ({ default: module.MySpacePage })),
);
const AdminPanelPage = lazy(() =>
  import('./admin-panel-page').then((module) => ({ default: module.AdminPanelPage })),
);
const AdminDashboardPage = lazy(() =>
  import('./admin-dashboard-page').then((module) => ({ default: module.AdminDashboardPage })),
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
    case 'home':
      return (
        <Loading>
          <HomePage
            personal={<HomeShortcuts />}
            after={
              <Suspense fallback={null}>
                <InstagramFeaturedSection />
              </Suspense>
            }
          />
        </Loading>
      );
    case 'listings-board':
      return (
        <Loading>
          <ListingsBoardPage />
        </Loading>
      );
    case 'waitlist':
      return (
        <Loading>
          <WaitlistPage />
        </Loading>
      );
    case 'admin-waitlist':
      return (
        <Loading>
          <AdminWaitlistPage />
        </Loading>
      );
    case 'votes':
      return (
        <Loading>
          <VotesPage />
        </Loading>
      );
    case 'vote-propose':
      return (
        <Loading>
          <ProposeQuestionPage />
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
    case 'admin-dashboard':
      return (
        <Loading>
          <AdminDashboardPage />
        </Loading>
      );
    case 'gpa':
      return (
        <Loading>
          <GpaCalculatorPage />
        </Loading>
      );
    case 'therapist-pool':
      return (
        <Loading>
          <TherapistPoolPage key={page.pool} pool={page.pool} />
        </Loading>
      );
    case 'dev-log':
      return (
        <Loading>
          <DevLogPage />
        </Loading>
      );
    case 'alarms':
      return (
        <Loading>
          <AlarmsPage />
        </Loading>
      );
    case 'admin-alarms':
      return (
        <Loading>
          <AdminAlarmsPage />
        </Loading>
      );
    case 'admin-instagram':
      return (
        <Loading>
          <AdminInstagramPage />
        </Loading>
      );
    case 'qb-paths':
      return (
        <Loading>
          <QuizBuilderPathsPage />
        </Loading>
      );
    case 'quiz-builder':
      return (
        <Loading>
          <QuizBuilderPage section={page.section} view={page.view} />
        </Loading>
      );
    case 'qb-bundle-display':
      return (
        <Loading>
          <BundleDisplayPage />
        </Loading>
      );
    case 'quiz-take':
      return (
        <Loading>
          <QuizTakePage />
        </Loading>
      );
    case 'bundle-take':
      return (
        <Loading>
          <BundleTakePage />
        </Loading>
      );
    case 'questions':
      return (
        <Loading>
          <QuestionsPage />
        </Loading>
      );
    case 'demo-thread':
      return (
        <Loading>
          <DemoThreadPage />
        </Loading>
      );
    case 'qa':
      return (
        <Loading>
          <QaPage />
        </Loading>
      );
    case 'event':
      return (
        <Loading>
          <EventPage />
        </Loading>
      );
    case 'information':
      return (
        <Loading>
          <InformationPage />
        </Loading>
      );
    case 'contact':
      return (
        <Loading>
          <ContactPage />
        </Loading>
      );
    case 'admin-contacts':
      return (
        <Loading>
          <AdminContactsPage />
        </Loading>
      );
    case 'admin-contact':
      return (
        <Loading>
          <AdminContactPage />
        </Loading>
      );
    case 'feedback':
      return (
        <Loading>
          <FeedbackPage />
        </Loading>
      );
    case 'admin-feedback':
      return (
        <Loading>
          <AdminFeedbackPage key={page.feedbackKind} kind={page.feedbackKind} />
        </Loading>
      );
    case 'notifications':
      return (
        <Loading>
          <NotificationsPage />
        </Loading>
      );
    case 'assistant':
      return (
        <Loading>
          <AssistantPage />
        </Loading>
      );
    case 'admin-assistant':
      return (
        <Loading>
          <AdminAssistantPage />
        </Loading>
      );
    case 'search':
      return (
        <Loading>
          <SearchPage />
        </Loading>
      );
    case 'career': {
      const CareerPageComponent = careerPageComponents[page.page];
      return (
        <Loading>
          <CareerPageComponent />
        </Loading>
      );
    }
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

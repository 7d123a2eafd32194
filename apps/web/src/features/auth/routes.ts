import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const authPages = withTexts(() => import('.'), ['auth', 'two-step']);

/** Signing in and up (guest-only: no navigation bar or footer), and the account pages around them. */
export const authRoutes: AppRoute[] = [
  route('/reception/login', 'guest', lazyPage(authPages, 'LoginPage')),
  route('/reception/register', 'guest', lazyPage(authPages, 'RegisterPage')),
  route('/reception/verify-email', 'guest', lazyPage(authPages, 'VerifyEmailPage')),
  route('/reception/password-forgot', 'guest', lazyPage(authPages, 'PasswordForgotPage')),
  route('/reception/password-reset', 'guest', lazyPage(authPages, 'PasswordResetPage')),
  route('/reception-vip/login', 'guest', lazyPage(authPages, 'VipLoginPage')),
  route('/reception-vip/register', 'guest', lazyPage(authPages, 'VipRegisterPage')),
  route('/reception/password-change', 'auth', lazyPage(authPages, 'PasswordChangePage')),
  route('/reception/google/callback', 'public', lazyPage(authPages, 'GoogleCallbackPage')),
  route('/reception/delete-request', 'public', lazyPage(authPages, 'DeleteRequestPage')),
  route('/reception/delete-verify', 'public', lazyPage(authPages, 'DeleteVerifyPage')),
];

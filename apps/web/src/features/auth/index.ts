export type { AuthState } from './auth-store';
export {
  checkSession,
  getAuthState,
  logout,
  setDropdownOpen,
  setSignedIn,
  setSignedOut,
  startSessionTracking,
  subscribeToAuth,
} from './auth-store';
export type { CurrentUser } from './current-user';
export { displayName, parseCurrentUser } from './current-user';
export { useAuth, useLogout } from './use-auth';

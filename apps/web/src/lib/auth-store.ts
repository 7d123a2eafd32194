import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  currentUserSchema,
  loginResponseSchema,
  pathOf,
  receptionEndpoints,
} from '@campus/contracts';
import type { CurrentUser, LoginResponse } from '@campus/contracts';
import { api, onSessionEnded, readProblem, tokenStore } from './api-client';

export type { CurrentUser, LoginResponse } from '@campus/contracts';

/** SPEC section 5: a sign-in answer without both tokens fails with this message. */
export const invalidResponseMessage = 'Invalid response format';

/** A sign-in answer that is not what the API promises (SPEC section 5, 'Invalid response format'). */
export class InvalidResponseError extends Error {
  constructor() {
    super(invalidResponseMessage);
    this.name = 'InvalidResponseError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a current user from an API answer: either `{ user_current: {...} }` or
 * the user itself, validated by the contract's `currentUserSchema`. Answers
 * `undefined` when the shape is not a user, so a malformed answer counts as a
 * failed session check.
 */
export function parseCurrentUser(body: unknown): CurrentUser | undefined {
  const candidate = isRecord(body) && 'user_current' in body ? body.user_current : body;
  const parsed = currentUserSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

/** The name to show for a user: first and last name, else the e-mail address. */
export function displayName(user: CurrentUser): string {
  const name = `${user.user_first_name} ${user.user_last_name}`.trim();
  return name === '' ? user.user_email : name;
}

/**
 * Client-side session state (SPEC.md section 3, "Client state: Auth"), kept in
 * a small external store that React reads with useSyncExternalStore.
 */
export interface AuthState {
  user_current: CurrentUser | null;
  isAuthenticated: boolean;
  /** Why the last session check failed, when it was not simply "signed out". */
  error: string | null;
  /** True until the first session check has finished. */
  loading: boolean;
  /** Whether the user menu is open. */
  isDropdownOpen: boolean;
}

const initialState: AuthState = {
  user_current: null,
  isAuthenticated: false,
  error: null,
  loading: true,
  isDropdownOpen: false,
};

let state: AuthState = initialState;
const listeners = new Set<() => void>();
let pendingCheck: Promise<void> | undefined;
/** Bumped whenever the session changes, so an answer that arrives late cannot undo a newer sign-in or sign-out. */
let sessionGeneration = 0;

function setState(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function signedOutPatch(error: string | null): Partial<AuthState> {
  return {
    user_current: null,
    isAuthenticated: false,
    loading: false,
    error,
    isDropdownOpen: false,
  };
}

/** Statuses that only mean "there is no valid session" (404 while the accounts API is not deployed). */
const signedOutStatuses: ReadonlySet<number> = new Set([401, 403, 404]);

async function verifySession(generation: number): Promise<void> {
  try {
    // Read leniently (a bare user is accepted too), so this stays a call of the client itself.
    const body = await api.get(pathOf(receptionEndpoints.verifyToken)).json<unknown>();
    if (generation !== sessionGeneration) return;
    const user = parseCurrentUser(body);
    if (user === undefined) {
      tokenStore.clearTokens();
      setState(signedOutPatch('Invalid response format'));
      return;
    }
    setState({ user_current: user, isAuthenticated: true, loading: false, error: null });
  } catch (error) {
    const problem = await readProblem(error);
    if (generation !== sessionGeneration) return;
    if (problem !== undefined && signedOutStatuses.has(problem.status)) {
      tokenStore.clearTokens();
      setState(signedOutPatch(null));
      return;
    }
    // No answer about the session (a page left or reloaded while the check ran, a lost
    // connection, a timeout, a busy or failing server): the tokens stay, so the next page or the
    // next check signs the person in again. Clearing them signed people out for good whenever
    // they moved on before the check answered. A person already shown as signed in stays so.
    if (state.isAuthenticated) return;
    const message =
      problem?.detail ?? (error instanceof Error ? error.message : 'Session check failed');
    setState(signedOutPatch(message));
  }
}

/**
 * Checks the session: with no stored token the visitor is signed out at once
 * and nothing is requested; otherwise `GET reception/verify-token` decides.
 * A check the API refuses (401, 403, 404) or answers with something that is not
 * a user clears the tokens; one that gets no answer keeps them. A signed-in user stays shown as signed in
 * while a re-check runs, so entering a protected route does not flash a loader.
 * Concurrent calls share one request.
 */
export function checkSession(): Promise<void> {
  if (pendingCheck !== undefined) return pendingCheck;
  if (tokenStore.getAccessToken() === null && tokenStore.getRefreshToken() === null) {
    if (state.loading || state.isAuthenticated) setState(signedOutPatch(null));
    return Promise.resolve();
  }
  if (!state.isAuthenticated && !state.loading) setState({ loading: true, error: null });
  const check = verifySession(sessionGeneration).finally(() => {
    if (pendingCheck === check) pendingCheck = undefined;
  });
  pendingCheck = check;
  return check;
}

/** Records a successful sign-in (login, Google callback, graduate login) after the tokens were stored. */
export function setSignedIn(user: CurrentUser): void {
  sessionGeneration += 1;
  pendingCheck = undefined;
  setState({
    user_current: user,
    isAuthenticated: true,
    loading: false,
    error: null,
    isDropdownOpen: false,
  });
}

const signInAnswerSchema = loginResponseSchema.pick({
  access_token: true,
  refresh_token: true,
  user_current: true,
});

/**
 * Completes a sign-in (login, graduate login, Google callback, password
 * change): checks that the answer holds both tokens and a user, stores the
 * tokens (the refresh token survives the browser only with `rememberMe`) and
 * becomes signed in. Throws `InvalidResponseError` ('Invalid response format',
 * SPEC section 5) and changes nothing when the answer is incomplete.
 */
export function signIn(response: LoginResponse, rememberMe: boolean): CurrentUser {
  const parsed = signInAnswerSchema.safeParse(response);
  if (!parsed.success || parsed.data.access_token === '' || parsed.data.refresh_token === '') {
    throw new InvalidResponseError();
  }
  const { access_token, refresh_token, user_current } = parsed.data;
  tokenStore.setTokens({ access_token, refresh_token, remember_me: rememberMe });
  setSignedIn(user_current);
  return user_current;
}

/** Becomes signed out without a request, for instance after a failed token refresh. */
export function setSignedOut(): void {
  sessionGeneration += 1;
  pendingCheck = undefined;
  setState(signedOutPatch(null));
}

/** Ends the session: tells the API (its failure does not matter), clears the tokens and becomes signed out. */
export async function logout(): Promise<void> {
  sessionGeneration += 1;
  pendingCheck = undefined;
  const refreshToken = tokenStore.getRefreshToken();
  try {
    await api.post(
      pathOf(receptionEndpoints.logout),
      refreshToken === null ? {} : { json: { refresh_token: refreshToken } },
    );
  } catch {
    // The session ends on this device whether or not the API heard about it.
  }
  tokenStore.clearTokens();
  setSignedOut();
}

export function setDropdownOpen(isDropdownOpen: boolean): void {
  if (state.isDropdownOpen !== isDropdownOpen) setState({ isDropdownOpen });
}

/**
 * Starts following the session: checks it now and becomes signed out whenever
 * the API client gives up refreshing. Returns the function that stops following.
 */
export function startSessionTracking(): () => void {
  const stopListening = onSessionEnded(setSignedOut);
  void checkSession();
  return stopListening;
}

/** The current session state; re-renders when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
}

/** Logs out, then sends the visitor to the login page (SPEC.md section 2). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate('/reception/login');
  }, [navigate]);
}

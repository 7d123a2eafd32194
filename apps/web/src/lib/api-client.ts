import ky, { HTTPError, type KyInstance, type KyRequest, type NormalizedOptions } from 'ky';
import {
  googleSignInEndpoints,
  graduateEndpoints,
  pathOf,
  problemSchema,
  reasonParamsSchema,
  receptionEndpoints,
  type FieldProblem,
  type ReasonParams,
} from '@campus/contracts';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

/** SPEC section 7 and 9: every request gives up after 60 seconds. */
export const requestTimeoutMs = 60_000;

const refreshPath = pathOf(receptionEndpoints.refresh);
const verifyTokenPath = pathOf(receptionEndpoints.verifyToken);
/**
 * On these calls a 401 is the answer about the credentials just typed (SPEC
 * section 8: 'Invalid email or password'), not about the session, so no
 * refresh is attempted and the caller shows the message.
 */
const credentialPaths: ReadonlySet<string> = new Set([
  pathOf(receptionEndpoints.login),
  pathOf(graduateEndpoints.login),
  pathOf(googleSignInEndpoints.completeGoogleSignIn),
]);

/** The longest the client waits before retrying a read by itself. */
export const maxRetryWaitMs = 3_000;

/** Marks the one retry after a refresh, so that its own 401 is passed on instead of looping. */
const retriedAfterRefresh = 'retriedAfterRefresh';

/** Where the session's tokens live (SPEC section 9, PRODUCT "Accounts and sessions"). */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores a login's tokens; the refresh token reaches localStorage only with remember_me. */
  setTokens(tokens: { access_token: string; refresh_token: string; remember_me: boolean }): void;
  /** Stores a refresh's answer in the same places the session already uses. */
  replaceTokens(tokens: { access_token: string; refresh_token?: string | undefined }): void;
  removeAccessToken(): void;
  clearTokens(): void;
}

/**
 * The browser token store. With remember_me both tokens survive the browser
 * closing (localStorage). Without it the access token lives in sessionStorage
 * and the refresh token only in this module's memory, so it ends with the tab.
 */
export function createBrowserTokenStore(): TokenStore {
  let memoryRefreshToken: string | null = null;

  function isRemembered(): boolean {
    return readStorage('local', storageKeys.refreshToken) !== null;
  }

  return {
    getAccessToken: () =>
      readStorage('session', storageKeys.accessToken) ??
      readStorage('local', storageKeys.accessToken),
    getRefreshToken: () => readStorage('local', storageKeys.refreshToken) ?? memoryRefreshToken,
    setTokens({ access_token, refresh_token, remember_me }) {
      // A new login replaces whatever an earlier session left in either place.
      writeStorage('local', storageKeys.accessToken, remember_me ? access_token : null);
      writeStorage('local', storageKeys.refreshToken, remember_me ? refresh_token : null);
      writeStorage('session', storageKeys.accessToken, remember_me ? null : access_token);
      memoryRefreshToken = remember_me ? null : refresh_token;
    },
    replaceTokens({ access_token, refresh_token }) {
      if (isRemembered()) {
        writeStorage('local', storageKeys.accessToken, access_token);
        if (refresh_token !== undefined)
          writeStorage('local', storageKeys.refreshToken, refresh_token);
        return;
      }
      writeStorage('session', storageKeys.accessToken, access_token);
      if (refresh_token !== undefined) memoryRefreshToken = refresh_token;
    },
    removeAccessToken() {
      writeStorage('local', storageKeys.accessToken, null);
      writeStorage('session', storageKeys.accessToken, null);
    },
    clearTokens() {
      writeStorage('local', storageKeys.accessToken, null);
      writeStorage('local', storageKeys.refreshToken, null);
      writeStorage('session', storageKeys.accessToken, null);
      memoryRefreshToken = null;
    },
  };
}

export interface ApiClientOptions {
  /** Absolute base URL of the API, for example `https://campus.example/api`. */
  prefixUrl: string;
  tokens: TokenStore;
  /**
   * Called once each time the client itself ends a session: a refused refresh,
   * or a 401 while holding an access token but no refresh token. Not called
   * for the refresh and verify-token calls, whose callers handle the error.
   */
  onSessionEnded: () => void;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
}

function readRefreshAnswer(
  body: unknown,
): { access_token: string; refresh_token?: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const accessToken: unknown = Reflect.get(body, 'access_token');
  const refreshToken: unknown = Reflect.get(body, 'refresh_token');
  if (typeof accessToken !== 'string' || accessToken === '') return undefined;
  if (typeof refreshToken === 'string' && refreshToken !== '') {
    return { access_token: accessToken, refresh_token: refreshToken };
  }
  return { access_token: accessToken };
}

/** Renew this long before expiry, so that a token does not lapse in flight or on a slightly fast clock. */
const expirySkewMs = 30_000;

/**
 * Whether a JWT access token has expired, read from its `exp` claim. A token
 * that cannot be read counts as valid: the server has the last word.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (payload === undefined) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const expiry: unknown =
      typeof claims === 'object' && claims !== null ? Reflect.get(claims, 'exp') : undefined;
    return typeof expiry === 'number' && expiry * 1000 - expirySkewMs <= now;
  } catch {
    return false;
  }
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** A 4xx that answers about the request itself, not "later" (408 time-out, 429 too many calls). */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Builds the one HTTP client of the app (ARCHITECTURE rule 6) with the 401
 * rules of SPEC section 4:
 * - a 401 refreshes the tokens and retries the call once with the new token;
 * - a 401 of the refresh or verify-token call itself clears the tokens and is passed on;
 * - with no refresh token the access token is removed and the 401 is passed on;
 * - a refused refresh clears the tokens, tells onSessionEnded and passes the 401 on;
 * - concurrent 401s share one refresh (single flight) and all retry with its token.
 */
export function createApiClient(options: ApiClientOptions): KyInstance {
  const { tokens, onSessionEnded } = options;
  const prefix = options.prefixUrl.endsWith('/') ? options.prefixUrl : `${options.prefixUrl}/`;
  let refreshInFlight: Promise<string | undefined> | undefined;

  function pathOfRequest(request: Request): string {
    const url = request.url.startsWith(prefix) ? request.url.slice(prefix.length) : request.url;
    return url.split(/[?#]/, 1)[0] ?? url;
  }

  /** Answers the new access token, or undefined when the session could not be renewed. */
  async function refreshTokens(refreshToken: string): Promise<string | undefined> {
    let answer: unknown;
    try {
      answer = await client
        .post(refreshPath, { json: { refresh_token: refreshToken } })
        .json<unknown>();
    } catch (error) {
      // Only the server refusing the refresh ends the session; an outage, a time-out or a
      // rate limit (408, 429) says nothing about the session, so the tokens are kept.
      if (error instanceof HTTPError && isRefusal(error.response.status)) {
        tokens.clearTokens();
        onSessionEnded();
      }
      return undefined;
    }
    const renewed = readRefreshAnswer(answer);
    if (renewed === undefined) {
      tokens.clearTokens();
      onSessionEnded();
      return undefined;
    }
    tokens.replaceTokens(renewed);
    return renewed.access_token;
  }

  function refreshOnce(refreshToken: string): Promise<string | undefined> {
    refreshInFlight ??= refreshTokens(refreshToken).finally(() => {
      refreshInFlight = undefined;
    });
    return refreshInFlight;
  }

  async function handleUnauthorized(
    request: KyRequest,
    requestOptions: NormalizedOptions,
    response: Response,
  ): Promise<Response | undefined> {
    if (response.status !== 401 || requestOptions.context[retriedAfterRefresh] === true)
      return undefined;
    const path = pathOfRequest(request);
    if (credentialPaths.has(path)) return undefined;
    if (path === refreshPath || path === verifyTokenPath) {
      tokens.clearTokens();
      return undefined;
    }
    const refreshToken = tokens.getRefreshToken();
    if (refreshToken === null) {
      // Without a refresh token the session cannot be renewed. When this tab
      // still held an access token, the session it stood for has now ended.
      const hadSession = tokens.getAccessToken() !== null;
      tokens.removeAccessToken();
      if (hadSession) onSessionEnded();
      return undefined;
    }
    // A call that left before another call's refresh finished already has a
    // newer token waiting; a second refresh would rotate the session for nothing.
    const current = tokens.getAccessToken();
    const sent = bearerOf(request);
    const accessToken =
      current !== null && current !== sent && refreshInFlight === undefined
        ? current
        : await refreshOnce(refreshToken);
    if (accessToken === undefined) return undefined;
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${accessToken}`);
    return client(new Request(request, { headers }), { context: { [retriedAfterRefresh]: true } });
  }

  const client: KyInstance = ky.create({
    prefixUrl: prefix,
    timeout: requestTimeoutMs,
    // Reads are retried after a passing failure, never after a permanent answer (a 4xx other
    // than 408 and 429), and a long Retry-After or rate-limit reset is not waited out: each
    // wait lasts a few seconds at most, then the page shows the failure with its Retry button.
    retry: {
      limit: 2,
      statusCodes: [408, 429, 500, 502, 503, 504],
      afterStatusCodes: [429, 503],
      maxRetryAfter: maxRetryWaitMs,
      backoffLimit: maxRetryWaitMs,
    },
    headers: { accept: 'application/json' },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    hooks: {
      beforeRequest: [
        async (request) => {
          const path = pathOfRequest(request);
          if (credentialPaths.has(path)) return;
          let accessToken = tokens.getAccessToken();
          const refreshToken = tokens.getRefreshToken();
          // An access token known to be spent is renewed before the call, not
          // after its 401. This matters most for the session check on start:
          // a 401 of verify-token clears the session (SPEC section 4), which
          // would otherwise sign out every remembered user whose 15-minute
          // access token lapsed while the browser was closed.
          if (
            path !== refreshPath &&
            refreshToken !== null &&
            (accessToken === null || isTokenExpired(accessToken))
          ) {
            accessToken = (await refreshOnce(refreshToken)) ?? tokens.getAccessToken();
          }
          if (accessToken !== null) request.headers.set('authorization', `Bearer ${accessToken}`);
        },
      ],
      afterResponse: [handleUnauthorized],
    },
  });
  return client;
}

const sessionEndedListeners = new Set<() => void>();

/** Subscribes to the client ending the session on its own; answers the unsubscribe function. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

function notifySessionEnded(): void {
  for (const listener of [...sessionEndedListeners]) listener();
}

/** The API base (PRODUCT "The whole": `/api` on the app's origin unless configured). */
function apiBaseUrl(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE;
  const base = typeof configured === 'string' && configured !== '' ? configured : '/api';
  return new URL(base, window.location.origin).toString();
}

export const tokenStore: TokenStore = createBrowserTokenStore();

export const api: KyInstance = createApiClient({
  prefixUrl: apiBaseUrl(),
  tokens: tokenStore,
  onSessionEnded: notifySessionEnded,
});

/** The parts of a problem+json answer (PRODUCT "The whole") that screens show. */
export interface ProblemDetails {
  detail: string;
  status: number;
  code?: string;
  errors?: FieldProblem[];
  /** When to try again (a 429's or 503's Retry-After), in seconds. */
  retryAfterSeconds?: number;
  /** A 409's reason, for the screen to say in the reader's language (`conflicts` texts). */
  reason?: string;
  /** The values the reason's sentence names. */
  reasonParams?: ReasonParams;
}

const problemBodySchema = problemSchema.pick({ detail: true, status: true, errors: true });
const readProblems = new WeakMap<HTTPError, Promise<ProblemDetails | undefined>>();

async function parseProblem(error: HTTPError): Promise<ProblemDetails | undefined> {
  const contentType = error.response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return undefined;
  let body: unknown;
  try {
    body = await error.response.clone().json();
  } catch {
    return undefined;
  }
  const parsed = problemBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const code: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : undefined;
  const retryAfter = Number(error.response.headers.get('retry-after') ?? Number.NaN);
  // Read on their own, so that a reason this app does not know yet still leaves the problem readable.
  const reason: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'reason') : undefined;
  const reasonParams = reasonParamsSchema.safeParse(
    typeof body === 'object' && body !== null ? Reflect.get(body, 'reason_params') : undefined,
  );
  return {
    detail: parsed.data.detail,
    status: parsed.data.status,
    ...(typeof code === 'string' ? { code } : {}),
    ...(parsed.data.errors === undefined ? {} : { errors: parsed.data.errors }),
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
    ...(typeof reason === 'string' ? { reason } : {}),
    ...(reasonParams.success ? { reasonParams: reasonParams.data } : {}),
  };
}

/**
 * Reads the problem+json body of a failed call, or answers undefined when the
 * error is not an HTTP error with such a body. The result is remembered per
 * error, so several readers of one error do not fight over the body stream.
 */
export async function readProblem(error: unknown): Promise<ProblemDetails | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  let problem = readProblems.get(error);
  if (problem === undefined) {
    problem = parseProblem(error);
    readProblems.set(error, problem);
  }
  return problem;
}

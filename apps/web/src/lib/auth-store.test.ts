import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthStoreModule from './auth-store';
import type { LoginResponse } from './auth-store';
import { personOf } from '../test/people';

/** A fake of `./api-client`: tokens in memory, requests answered per test. */
const fake = vi.hoisted(() => {
  class FakeHttpError extends Error {
    constructor(
      readonly status: number,
      readonly detail: string,
    ) {
      super(detail);
    }
  }
  const tokens: { access: string | null; refresh: string | null } = { access: null, refresh: null };
  const sessionEndedListeners = new Set<() => void>();
  return {
    FakeHttpError,
    tokens,
    sessionEndedListeners,
    verifyToken: vi.fn<() => Promise<unknown>>(),
    post: vi.fn<(path: string, options?: unknown) => Promise<Response>>(),
    clearTokens: vi.fn(() => {
      tokens.access = null;
      tokens.refresh = null;
    }),
    setTokens: vi.fn(
      (stored: { access_token: string; refresh_token: string; remember_me: boolean }) => {
        tokens.access = stored.access_token;
        tokens.refresh = stored.refresh_token;
      },
    ),
  };
});

vi.mock('./api-client', () => ({
  api: {
    get: (path: string) => {
      if (path !== 'reception/verify-token') throw new Error(`Unexpected GET ${path}`);
      return { json: () => fake.verifyToken() };
    },
    post: (path: string, options?: unknown) => fake.post(path, options),
  },
  tokenStore: {
    getAccessToken: () => fake.tokens.access,
    getRefreshToken: () => fake.tokens.refresh,
    setTokens: fake.setTokens,
    clearTokens: fake.clearTokens,
  },
  onSessionEnded: (listener: () => void) => {
    fake.sessionEndedListeners.add(listener);
    return () => fake.sessionEndedListeners.delete(listener);
  },
  readProblem: (error: unknown) =>
    Promise.resolve(
      error instanceof fake.FakeHttpError
        ? { status: error.status, detail: error.detail }
        : undefined,
    ),
}));

let store: typeof AuthStoreModule;

// The session check below reads the person's address.
const student = personOf('student', { user_email: 'ayse@example.edu' });

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(async () => {
  vi.resetModules();
  fake.tokens.access = null;
  fake.tokens.refresh = null;
  fake.sessionEndedListeners.clear();
  fake.verifyToken.mockReset();
  fake.post.mockReset();
  fake.post.mockResolvedValue(new Response(null, { status: 204 }));
  fake.clearTokens.mockClear();
  fake.setTokens.mockClear();
  store = await import('./auth-store');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('auth store', () => {
  it('starts loading, before any session check', () => {
    expect(store.getAuthState()).toMatchObject({
      loading: true,
      isAuthenticated: false,
      user_current: null,
    });
  });

  it('is signed out at once, without a request, when no token is stored', async () => {
    await store.checkSession();
    expect(fake.verifyToken).not.toHaveBeenCalled();
    expect(store.getAuthState()).toEqual({
      user_current: null,
      isAuthenticated: false,
      error: null,
      loading: false,
      isDropdownOpen: false,
    });
  });

  it('signs in with the user that verify-token answers', async () => {
    fake.tokens.access = 'access';
    fake.verifyToken.mockResolvedValue({ user_current: student });
    await store.checkSession();
    expect(store.getAuthState()).toMatchObject({
      isAuthenticated: true,
      loading: false,
      user_current: student,
    });
  });

  it('checks the session with only a refresh token too', async () => {
    fake.tokens.refresh = 'refresh';
    fake.verifyToken.mockResolvedValue(student);
    await store.checkSession();
    expect(fake.verifyToken).toHaveBeenCalledTimes(1);
    expect(store.getAuthState().user_current?.user_email).toBe('ayse@example.edu');
  });

  it('treats 404 (no accounts API yet) as signed out, and clears the tokens', async () => {
    fake.tokens.access = 'access';
    fake.tokens.refresh = 'refresh';
    fake.verifyToken.mockRejectedValue(new fake.FakeHttpError(404, 'Not Found'));
    await store.checkSession();
    expect(store.getAuthState()).toMatchObject({
      isAuthenticated: false,
      loading: false,
      error: null,
    });
    expect(fake.tokens).toEqual({ access: null, refresh: null });
  });

  it('keeps the reason of an unexpected failure, and the tokens for the next check', async () => {
    fake.tokens.access = 'access';
    fake.tokens.refresh = 'refresh';
    fake.verifyToken.mockRejectedValue(new fake.FakeHttpError(500, 'The server had a problem'));
    await store.checkSession();
    expect(store.getAuthState()).toMatchObject({
      isAuthenticated: false,
      loading: false,
      error: 'The server had a problem',
    });
    expect(fake.clearTokens).not.toHaveBeenCalled();
    expect(fake.tokens).toEqual({ access: 'access', refresh: 'refresh' });

    // The next check (the next page) signs the person in with the same tokens.
    fake.verifyToken.mockResolvedValue({ user_current: student });
    await store.checkSession();
    expect(store.getAuthState()).toMatchObject({ isAuthenticated: true, error: null });
  });

  it('keeps the tokens when the check gets no answer at all (a page left while it ran)', async () => {
    fake.tokens.access = 'access';
    fake.verifyToken.mockRejectedValue(new TypeError('Failed to fetch'));
    await store.checkSession();
    expect(store.getAuthState()).toMatchObject({
      isAuthenticated: false,
      error: 'Failed to fetch',
    });
    expect(fake.clearTokens).not.toHaveBeenCalled();
  });

  it('stays signed in when a later check gets no answer, and signs out when one is refused', async () => {
    fake.tokens.access = 'access';
    fake.verifyToken.mockResolvedValue({ user_current: student });
    await store.checkSession();
    fake.verifyToken.mockRejectedValue(new fake.FakeHttpError(503, 'Service Unavailable'));
    await store.checkSession();
    expect(store.getAuthState()).toMatchObject({
      isAuthenticated: true,
      error: null,
      user_current: student,
    });
    expect(fake.clearTokens).not.toHaveBeenCalled();

    fake.verifyToken.mockRejectedValue(new fake.FakeHttpError(401, 'Unauthorized'));
    await store.checkSession();
    expect(store.getAuthState()).toMatchObject({ isAuthenticated: false, error: null });
    expect(fake.tokens).toEqual({ access: null, refresh: null });
  });

  it('counts an answer that is not a user as a failed check', async () => {
    fake.tokens.access = 'access';
    fake.verifyToken.mockResolvedValue({
      user_current: { user_email: 'x@example.edu', user_role: 'king' },
    });
    await store.checkSession();
    expect(store.getAuthState()).toMatchObject({
      isAuthenticated: false,
      error: 'Invalid response format',
    });
    expect(fake.tokens.access).toBeNull();
  });

  it('shares one request between concurrent checks', async () => {
    fake.tokens.access = 'access';
    const answer = deferred<unknown>();
    fake.verifyToken.mockReturnValue(answer.promise);
    const first = store.checkSession();
    const second = store.checkSession();
    answer.resolve({ user_current: student });
    await Promise.all([first, second]);
    expect(fake.verifyToken).toHaveBeenCalledTimes(1);
    expect(store.getAuthState().isAuthenticated).toBe(true);
  });

  it('stays signed in, without a loading state, while a later check runs', async () => {
    fake.tokens.access = 'access';
    fake.verifyToken.mockResolvedValue({ user_current: student });
    await store.checkSession();
    const answer = deferred<unknown>();
    fake.verifyToken.mockReturnValue(answer.promise);
    const recheck = store.checkSession();
    expect(store.getAuthState()).toMatchObject({ isAuthenticated: true, loading: false });
    answer.resolve({ user_current: { ...student, user_role: 'moderator' } });
    await recheck;
    expect(store.getAuthState().user_current?.user_role).toBe('moderator');
  });

  it('logs out: tells the API with the refresh token, clears the tokens and signs out', async () => {
    fake.tokens.access = 'access';
    fake.tokens.refresh = 'refresh';
    store.setSignedIn(student);
    await store.logout();
    expect(fake.post).toHaveBeenCalledWith('reception/logout', {
      json: { refresh_token: 'refresh' },
    });
    expect(fake.tokens).toEqual({ access: null, refresh: null });
    expect(store.getAuthState()).toMatchObject({
      isAuthenticated: false,
      user_current: null,
      loading: false,
    });
  });

  it('logs out even when the logout request fails', async () => {
    fake.tokens.access = 'access';
    store.setSignedIn(student);
    fake.post.mockRejectedValue(new Error('network down'));
    await store.logout();
    expect(fake.tokens.access).toBeNull();
    expect(store.getAuthState().isAuthenticated).toBe(false);
  });

  it('ignores a session check that answers after logout', async () => {
    fake.tokens.access = 'access';
    const answer = deferred<unknown>();
    fake.verifyToken.mockReturnValue(answer.promise);
    const check = store.checkSession();
    await store.logout();
    answer.resolve({ user_current: student });
    await check;
    expect(store.getAuthState().isAuthenticated).toBe(false);
  });

  it('becomes signed out when the API client gives up refreshing', async () => {
    fake.tokens.access = 'access';
    fake.verifyToken.mockResolvedValue({ user_current: student });
    const stop = store.startSessionTracking();
    await vi.waitFor(() => {
      expect(store.getAuthState().isAuthenticated).toBe(true);
    });
    for (const listener of fake.sessionEndedListeners) listener();
    expect(store.getAuthState()).toMatchObject({ isAuthenticated: false, user_current: null });
    stop();
    expect(fake.sessionEndedListeners.size).toBe(0);
  });

  it('notifies subscribers and tracks the user menu', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribeToAuth(listener);
    store.setDropdownOpen(true);
    expect(store.getAuthState().isDropdownOpen).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setDropdownOpen(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setDropdownOpen(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('signIn', () => {
  const answer: LoginResponse = {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 900,
    user_current: student,
  };

  it('stores both tokens with the remember-me choice and becomes signed in', () => {
    expect(store.signIn(answer, true)).toEqual(student);
    expect(fake.setTokens).toHaveBeenCalledWith({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      remember_me: true,
    });
    expect(store.getAuthState()).toMatchObject({ isAuthenticated: true, user_current: student });
  });

  it("fails with 'Invalid response format' when a token is missing, and changes nothing", () => {
    const withoutRefresh = { ...answer, refresh_token: '' };
    expect(() => store.signIn(withoutRefresh, false)).toThrow('Invalid response format');
    const withoutAccess: unknown = { ...answer, access_token: undefined };
    expect(() => {
      store.signIn(withoutAccess as LoginResponse, false);
    }).toThrow(store.InvalidResponseError);
    expect(fake.setTokens).not.toHaveBeenCalled();
    expect(store.getAuthState().isAuthenticated).toBe(false);
  });
});

const complete = {
  user_id: '5d7c2a90-3f1b-4c8e-a6d2-9e4b7f1c0a55',
  user_email: 'mehmet@example.edu',
  user_role: 'admin',
  user_first_name: 'Mehmet',
  user_last_name: 'Öztürk',
  user_photo_url: '/api/profile/photo/u-9.webp',
  is_vip: true,
  contribution_count: 4,
  locale: 'tr',
};

describe('parseCurrentUser', () => {
  it('reads a user wrapped in user_current or given directly', () => {
    expect(store.parseCurrentUser({ user_current: complete })).toEqual(complete);
    expect(store.parseCurrentUser(complete)).toEqual(complete);
  });

  it('rejects answers that do not match the contract', () => {
    expect(store.parseCurrentUser({ ...complete, user_email: undefined })).toBeUndefined();
    expect(store.parseCurrentUser({ ...complete, user_role: 'superuser' })).toBeUndefined();
    expect(store.parseCurrentUser({ ...complete, user_id: 'u-9' })).toBeUndefined();
    expect(store.parseCurrentUser({ user_current: null })).toBeUndefined();
    expect(store.parseCurrentUser('nope')).toBeUndefined();
    expect(store.parseCurrentUser(null)).toBeUndefined();
  });
});

describe('displayName', () => {
  it('prefers the full name and falls back to the e-mail address', () => {
    const user = store.parseCurrentUser(complete);
    expect(user && store.displayName(user)).toBe('Mehmet Öztürk');
    const nameless = store.parseCurrentUser({
      ...complete,
      user_first_name: '',
      user_last_name: '',
    });
    expect(nameless && store.displayName(nameless)).toBe('mehmet@example.edu');
  });
});

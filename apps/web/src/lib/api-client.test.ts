import { describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { createBrowserTokenStore, maxRetryWaitMs, readProblem } from './api-client';
import { storageKeys } from './storage-keys';
import { json, problem, setup, tokenServer } from './api-client-test-support';

describe('token store', () => {
  it('keeps the refresh token in localStorage only with remember_me', () => {
    const store = createBrowserTokenStore();
    store.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('r1');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('a1');

    store.setTokens({ access_token: 'a2', refresh_token: 'r2', remember_me: false });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe('a2');
    expect(store.getRefreshToken()).toBe('r2');
    expect(store.getAccessToken()).toBe('a2');
  });

  it('stores a refresh answer where the session already lives', () => {
    const store = createBrowserTokenStore();
    store.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });
    store.replaceTokens({ access_token: 'a2' });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('a2');
    expect(store.getRefreshToken()).toBe('r1');
    store.replaceTokens({ access_token: 'a3', refresh_token: 'r3' });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('r3');

    store.setTokens({ access_token: 'b1', refresh_token: 's1', remember_me: false });
    store.replaceTokens({ access_token: 'b2', refresh_token: 's2' });
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe('b2');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(store.getRefreshToken()).toBe('s2');
  });

  it('clears every token', () => {
    const store = createBrowserTokenStore();
    store.setTokens({ access_token: 'a', refresh_token: 'r', remember_me: false });
    store.clearTokens();
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });
});

describe('api client', () => {
  it('sends the bearer token and JSON to the configured base', async () => {
    const { client, calls, tokens } = setup(() => json(200, { ok: true }));
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });
    await expect(client.post('things', { json: { x: 1 } }).json()).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      { path: 'things', method: 'POST', authorization: 'Bearer a1', body: '{"x":1}' },
    ]);
  });

  it('retries a passing failure of a read, never a permanent answer, and waits seconds at most', async () => {
    const flaky = setup((_call, calls) =>
      calls.length < 3 ? problem(503, 'busy') : json(200, { ok: true }),
    );
    await expect(flaky.client.get('things').json()).resolves.toEqual({ ok: true });
    expect(flaky.calls).toHaveLength(3);

    const missing = setup(() => problem(404, 'Google sign-in is not enabled on this installation'));
    await expect(missing.client.get('reception/google/url').json()).rejects.toThrow();
    expect(missing.calls).toHaveLength(1);

    // A Retry-After of two minutes (a rate limit's reset) is waited for a few seconds at most.
    const limited = setup(() => {
      const answer = problem(429, 'Too many requests');
      answer.headers.set('retry-after', '120');
      return answer;
    });
    vi.useFakeTimers();
    try {
      const failure = limited.client
        .get('things')
        .json()
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(2 * maxRetryWaitMs);
      expect(await failure).toBeInstanceOf(HTTPError);
      expect(limited.calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a 401 refreshes once and retries the call with the new token', async () => {
    const { client, calls, tokens, onSessionEnded } = setup(
      tokenServer('a2', () => json(200, { access_token: 'a2', refresh_token: 'r2' })),
    );
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });

    await expect(client.put('profile/me', { json: { bio: 'hi' } }).json()).resolves.toEqual({
      ok: true,
      path: 'profile/me',
    });

    expect(calls.map((call) => [call.path, call.authorization])).toEqual([
      ['profile/me', 'Bearer a1'],
      ['reception/refresh', 'Bearer a1'],
      ['profile/me', 'Bearer a2'],
    ]);
    expect(calls[1]?.body).toBe('{"refresh_token":"r1"}');
    // The retried call carries the original body again.
    expect(calls[2]?.body).toBe('{"bio":"hi"}');
    expect(tokens.getAccessToken()).toBe('a2');
    expect(tokens.getRefreshToken()).toBe('r2');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('keeps the refresh token when the refresh answer rotates none', async () => {
    const { client, tokens } = setup(tokenServer('a2', () => json(200, { access_token: 'a2' })));
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: false });
    await client.get('home/main').json();
    expect(tokens.getAccessToken()).toBe('a2');
    expect(tokens.getRefreshToken()).toBe('r1');
  });

  it('retries only once: a second 401 is passed on', async () => {
    const { client, calls, tokens } = setup((call) =>
      call.path === 'reception/refresh'
        ? json(200, { access_token: 'a2' })
        : problem(401, 'Still no'),
    );
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });
    const error: unknown = await client.get('profile/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    expect(await readProblem(error)).toMatchObject({ status: 401, detail: 'Still no' });
    expect(calls.map((call) => call.path)).toEqual([
      'profile/me',
      'reception/refresh',
      'profile/me',
    ]);
  });

  it('concurrent 401s trigger exactly one refresh and all retry with the new token', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, calls, tokens } = setup(
      tokenServer('a2', async () => {
        await refreshGate;
        return json(200, { access_token: 'a2', refresh_token: 'r2' });
      }),
    );
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });

    const results = Promise.all(
      ['one', 'two', 'three', 'four'].map((path) => client.get(path).json()),
    );
    await vi.waitFor(() => {
      expect(calls.filter((call) => call.path === 'reception/refresh')).toHaveLength(1);
    });
    releaseRefresh();

    await expect(results).resolves.toHaveLength(4);
    expect(calls.filter((call) => call.path === 'reception/refresh')).toHaveLength(1);
    const retries = calls.filter(
      (call) => call.path !== 'reception/refresh' && call.authorization === 'Bearer a2',
    );
    expect(retries.map((call) => call.path).sort()).toEqual(['four', 'one', 'three', 'two']);
  });

  it('a 401 arriving after another call refreshed reuses the new token without refreshing again', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const valid = tokenServer('a2', () => json(200, { access_token: 'a2', refresh_token: 'r2' }));
    const { client, calls, tokens } = setup(async (call) => {
      if (call.path === 'slow' && call.authorization === 'Bearer a1') await slowGate;
      return valid(call);
    });
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });

    const slow = client.get('slow').json();
    await client.get('fast').json();
    releaseSlow();
    await expect(slow).resolves.toEqual({ ok: true, path: 'slow' });
    expect(calls.filter((call) => call.path === 'reception/refresh')).toHaveLength(1);
  });

  it('a failed refresh clears the tokens, ends the session and passes the error on', async () => {
    const { client, calls, tokens, onSessionEnded } = setup(
      tokenServer('a2', () => problem(401, 'Session revoked')),
    );
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });

    const errors = await Promise.all(
      ['one', 'two'].map((path) => client.get(path).catch((caught: unknown) => caught)),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(HTTPError);
      expect(await readProblem(error)).toMatchObject({ status: 401, detail: 'Not authenticated' });
    }
    expect(calls.filter((call) => call.path === 'reception/refresh')).toHaveLength(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a refresh answer without an access token counts as a failed refresh', async () => {
    const { client, tokens, onSessionEnded } = setup(
      tokenServer('a2', () => json(200, { token: 'nope' })),
    );
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });
    await expect(client.get('x')).rejects.toBeInstanceOf(HTTPError);
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('an unreachable refresh keeps the tokens and passes the error on', async () => {
    const { client, tokens, onSessionEnded } = setup(
      tokenServer('a2', () => problem(503, 'Down for a moment')),
    );
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });
    await expect(client.get('x')).rejects.toBeInstanceOf(HTTPError);
    expect(tokens.getRefreshToken()).toBe('r1');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a rate-limited refresh keeps the tokens and does not end the session', async () => {
    const { client, tokens, onSessionEnded } = setup(
      tokenServer('a2', () => problem(429, 'Too many requests')),
    );
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });
    await expect(client.get('x')).rejects.toBeInstanceOf(HTTPError);
    expect(tokens.getAccessToken()).toBe('a1');
    expect(tokens.getRefreshToken()).toBe('r1');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a 401 of the verify-token call clears the tokens without refreshing', async () => {
    const { client, calls, tokens, onSessionEnded } = setup(() => problem(401, 'Expired'));
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });
    await expect(client.get('reception/verify-token')).rejects.toBeInstanceOf(HTTPError);
    expect(calls.map((call) => call.path)).toEqual(['reception/verify-token']);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a 401 of the refresh call itself clears the tokens and is passed on', async () => {
    const { client, calls, tokens } = setup(() => problem(401, 'Bad refresh token'));
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: false });
    await expect(
      client.post('reception/refresh', { json: { refresh_token: 'r1' } }),
    ).rejects.toBeInstanceOf(HTTPError);
    expect(calls).toHaveLength(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('with no refresh token removes the access token and passes the error on', async () => {
    const { client, calls, tokens, onSessionEnded } = setup(() => problem(401, 'Expired'));
    sessionStorage.setItem(storageKeys.accessToken, 'a1');
    const error: unknown = await client.get('profile/me').catch((caught: unknown) => caught);
    expect(await readProblem(error)).toMatchObject({ status: 401, detail: 'Expired' });
    expect(calls).toHaveLength(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a guest without tokens gets the 401 and no session-ended notice', async () => {
    const { client, onSessionEnded } = setup(() => problem(401, 'Sign in first'));
    await expect(client.get('profile/me')).rejects.toBeInstanceOf(HTTPError);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a 401 of the login call is about the credentials: no bearer, no refresh', async () => {
    const { client, calls, tokens } = setup(() => problem(401, 'Invalid email or password'));
    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1', remember_me: true });
    await expect(client.post('reception/login', { json: {} })).rejects.toBeInstanceOf(HTTPError);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBeNull();
    expect(tokens.getRefreshToken()).toBe('r1');
  });
});

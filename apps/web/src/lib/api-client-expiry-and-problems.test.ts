import { describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import { isTokenExpired, readProblem } from './api-client';
import { json, problem, setup, tokenServer } from './api-client-test-support';

/** A JWT-shaped token (unsigned: the client only reads `exp`). */
function jwt(expiresAtSeconds: number): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp: expiresAtSeconds })}.signature`;
}

describe('expired access tokens', () => {
  const nowSeconds = Math.floor(Date.now() / 1000);

  it('reads the exp claim, with a margin, and trusts what it cannot read', () => {
    expect(isTokenExpired(jwt(nowSeconds - 60))).toBe(true);
    expect(isTokenExpired(jwt(nowSeconds + 10))).toBe(true);
    expect(isTokenExpired(jwt(nowSeconds + 900))).toBe(false);
    expect(isTokenExpired('opaque-token')).toBe(false);
    expect(isTokenExpired('a.%%%.c')).toBe(false);
  });

  it('renews a spent token before the session check, so a remembered user stays signed in', async () => {
    const fresh = jwt(nowSeconds + 900);
    const { client, calls, tokens, onSessionEnded } = setup(
      tokenServer(fresh, () => json(200, { access_token: fresh, refresh_token: 'r2' })),
    );
    tokens.setTokens({
      access_token: jwt(nowSeconds - 3600),
      refresh_token: 'r1',
      remember_me: true,
    });

    await expect(client.get('reception/verify-token').json()).resolves.toMatchObject({ ok: true });
    expect(calls.map((call) => call.path)).toEqual(['reception/refresh', 'reception/verify-token']);
    expect(calls[1]?.authorization).toBe(`Bearer ${fresh}`);
    expect(tokens.getRefreshToken()).toBe('r2');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('renews once for many calls that start with a spent token', async () => {
    const fresh = jwt(nowSeconds + 900);
    const { client, calls, tokens } = setup(
      tokenServer(fresh, () => json(200, { access_token: fresh })),
    );
    tokens.setTokens({
      access_token: jwt(nowSeconds - 3600),
      refresh_token: 'r1',
      remember_me: true,
    });
    await Promise.all(['one', 'two', 'three'].map((path) => client.get(path).json()));
    expect(calls.filter((call) => call.path === 'reception/refresh')).toHaveLength(1);
  });

  it('a refused renewal ends the session once and the call goes out without a token', async () => {
    const { client, calls, tokens, onSessionEnded } = setup(
      tokenServer('never', () => problem(401, 'Session revoked')),
    );
    tokens.setTokens({
      access_token: jwt(nowSeconds - 3600),
      refresh_token: 'r1',
      remember_me: true,
    });
    await expect(client.get('profile/me')).rejects.toBeInstanceOf(HTTPError);
    expect(calls.map((call) => [call.path, call.authorization === null])).toEqual([
      ['reception/refresh', false],
      ['profile/me', true],
    ]);
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });
});

describe('readProblem', () => {
  it('reads a problem+json body, more than once', async () => {
    const { client } = setup(() =>
      json(
        422,
        {
          type: 'about:blank',
          title: 'Unprocessable',
          status: 422,
          detail: 'Please check the form for errors',
          code: 'validation_failed',
          errors: [
            {
              field: 'body.user_email',
              code: 'email',
              message: 'please enter a valid email address',
            },
          ],
        },
        'application/problem+json',
      ),
    );
    const error: unknown = await client
      .post('reception/register', { json: {} })
      .catch((caught: unknown) => caught);
    const expected = {
      status: 422,
      detail: 'Please check the form for errors',
      code: 'validation_failed',
      errors: [
        {
          field: 'body.user_email',
          code: 'email',
          message: 'please enter a valid email address',
        },
      ],
    };
    expect(await readProblem(error)).toEqual(expected);
    expect(await readProblem(error)).toEqual(expected);
  });

  it('answers undefined for other errors and bodies', async () => {
    const { client } = setup(
      () =>
        new Response('<html>bad gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const error: unknown = await client.post('x').catch((caught: unknown) => caught);
    expect(await readProblem(error)).toBeUndefined();
    expect(await readProblem(new Error('network'))).toBeUndefined();
    expect(await readProblem(undefined)).toBeUndefined();
  });
});

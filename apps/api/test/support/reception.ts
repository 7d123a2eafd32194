import type { TestContext } from './app';

/** The reception tests' helpers, bound to the test app of the file that uses them. */
export function createReceptionHelpers(t: TestContext) {
  function signIn(body: Record<string, unknown>, remoteAddress?: string) {
    return t.api.call(
      'POST',
      '/reception/login',
      undefined,
      body,
      remoteAddress === undefined ? {} : { remoteAddress },
    );
  }

  function verifyToken(token?: string) {
    return t.api.call('GET', '/reception/verify-token', token);
  }

  return { signIn, verifyToken };
}

import { vi } from 'vitest';
import { createApiClient, createBrowserTokenStore, type TokenStore } from './api-client';

// A fake server behind the real API client, for the client's own tests.

const base = 'https://campus.test/api';

export function json(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

export function problem(status: number, detail: string): Response {
  return json(
    status,
    { type: 'about:blank', title: 'x', status, detail, code: 'unauthorized' },
    'application/problem+json',
  );
}

interface Call {
  path: string;
  method: string;
  authorization: string | null;
  body: string;
}

/**
 * A fake server: `handle` decides each answer; every request is recorded with
 * the bearer it carried, so the tests can count refreshes and retries.
 */
export function setup(
  handle: (call: Call, calls: Call[]) => Response | Promise<Response>,
  tokens: TokenStore = createBrowserTokenStore(),
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call: Call = {
      path: request.url.slice(base.length + 1),
      method: request.method,
      authorization: request.headers.get('authorization'),
      body: await request.text(),
    };
    calls.push(call);
    return handle(call, calls);
  });
  const onSessionEnded = vi.fn();
  const client = createApiClient({ prefixUrl: base, tokens, onSessionEnded, fetch });
  return { client, calls, onSessionEnded, tokens };
}

/** A server whose only valid token is `valid`; refresh swaps `old-refresh` for it. */
export function tokenServer(valid: string, refreshAnswer: () => Response | Promise<Response>) {
  return (call: Call) => {
    if (call.path === 'reception/refresh') return refreshAnswer();
    if (call.authorization === `Bearer ${valid}`) return json(200, { ok: true, path: call.path });
    return problem(401, 'Not authenticated');
  };
}

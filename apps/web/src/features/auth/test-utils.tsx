import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { personOf } from '../../test/people';
import { fakeServer, jsonResponse, type RecordedCall } from '../../test/render-feature';

/** A failed call as the fake API client answers it: `readProblem` reads its status, detail and code. */
export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(detail);
  }
}

/**
 * The network edge of the auth pages: each call answers what the test says. `resetBackend`
 * puts it behind the one fake API of the web tests (`test/render-feature`).
 */
export const backend = {
  get: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
  post: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
  tokens: { access: null as string | null, refresh: null as string | null },
  setTokens: vi.fn(
    (stored: { access_token: string; refresh_token: string; remember_me: boolean }) => {
      backend.tokens.access = stored.access_token;
      backend.tokens.refresh = stored.refresh_token;
    },
  ),
  clearTokens: vi.fn(() => {
    backend.tokens.access = null;
    backend.tokens.refresh = null;
  }),
};

export function resetBackend(): void {
  backend.get.mockReset();
  backend.post.mockReset();
  backend.setTokens.mockClear();
  backend.clearTokens.mockClear();
  backend.tokens.access = null;
  backend.tokens.refresh = null;
  fakeServer.reset();
  fakeServer.tokens = {
    getAccessToken: () => backend.tokens.access,
    getRefreshToken: () => backend.tokens.refresh,
    setTokens: backend.setTokens,
    clearTokens: backend.clearTokens,
    replaceTokens: () => undefined,
    removeAccessToken: () => undefined,
  };
  fakeServer.fallback = answerFromBackend;
}

/**
 * Answers a call of the real client from `backend`: by method, with the JSON body as `json`
 * (a multipart form as `body`) and the query as a plain object (no options when there are
 * none). A `FakeHttpError` becomes its problem answer, any other rejection a failed network.
 */
async function answerFromBackend(call: RecordedCall): Promise<Response> {
  const options = {
    ...(call.body === null
      ? {}
      : call.body instanceof FormData
        ? { body: call.body }
        : { json: call.body }),
    ...(call.search.size === 0 ? {} : { searchParams: Object.fromEntries(call.search) }),
  };
  const respond = call.method === 'GET' ? backend.get : backend.post;
  try {
    return jsonResponse(
      200,
      await respond(call.path, Object.keys(options).length === 0 ? undefined : options),
    );
  } catch (error) {
    if (!(error instanceof FakeHttpError)) throw new TypeError('Failed to fetch');
    return new Response(
      JSON.stringify({
        type: 'about:blank',
        title: 'Problem',
        status: error.status,
        detail: error.detail,
        ...(error.code === undefined ? {} : { code: error.code }),
        ...(error.errors === undefined
          ? {}
          : { errors: error.errors.map((fieldError) => ({ code: 'rule', ...fieldError })) }),
      }),
      { status: error.status, headers: { 'content-type': 'application/problem+json' } },
    );
  }
}

/** The signed-in user as the API describes them: the person the tests sign in as, by this address. */
export const sampleUser = personOf('student', { user_email: 'ayse@example.edu' });

export const sampleLoginResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 900,
  user_current: sampleUser,
} as const;

function Elsewhere() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

interface RenderOptions {
  /** The route pattern of the page. */
  path: string;
  /** The URL to open. */
  url?: string;
  strict?: boolean;
}

/** Renders a page at its route in a memory router, with the app's i18n (English), Mantine and a query client. */
export function renderPage(
  page: ReactElement,
  { path, url = path, strict = false }: RenderOptions,
) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return router;
}

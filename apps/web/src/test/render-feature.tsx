import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type * as ApiClientModule from '../lib/api-client';
import { buildResources, type Locale } from '../lib/i18n';
import type { FieldErrorCode, FieldErrorParams } from '@campus/contracts';

/** One request as the fake API saw it. */
export interface RecordedCall {
  method: string;
  /** The path after the API base, for example `profile/me`. */
  path: string;
  search: URLSearchParams;
  /** The JSON body, the multipart form, or null. */
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const apiBase = 'https://campus.test/api/';

/** A signed-in session's tokens, as every fake-API test starts. */
function signedInTokens(): ApiClientModule.TokenStore {
  return {
    getAccessToken: () => 'test-access-token',
    getRefreshToken: () => null,
    setTokens: () => undefined,
    replaceTokens: () => undefined,
    removeAccessToken: () => undefined,
    clearTokens: () => undefined,
  };
}

/**
 * A fake API behind the real client: answers per method and path, and records every call.
 * It is the one fake of `lib/api-client` in the web tests, so that test files can share a
 * worker's module cache: whichever file loads the client first, every file gets this one.
 */
export const fakeServer = {
  handlers: new Map<string, Handler>(),
  calls: [] as RecordedCall[],
  /** Answers a call that no handler matches; without it such a call is a 404. */
  fallback: undefined as Handler | undefined,
  /** The token store the client reads and writes; a test may put its own in. */
  tokens: signedInTokens(),
  reset(): void {
    this.handlers.clear();
    this.calls = [];
    this.fallback = undefined;
    this.tokens = signedInTokens();
  },
  on(method: string, path: string, handler: Handler): void {
    this.handlers.set(`${method} ${path}`, handler);
  },
  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  },
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function problemResponse(
  status: number,
  detail: string,
  errors?: { field: string; message: string; code?: FieldErrorCode; params?: FieldErrorParams }[],
  conflict?: { reason: string; reason_params?: Record<string, string | number> },
): Response {
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Problem',
      status,
      detail,
      code: status === 409 ? 'conflict' : 'validation_failed',
      // A field error without a code is a rule said by its message, as the API sends it.
      ...(errors === undefined
        ? {}
        : { errors: errors.map((error) => ({ code: 'rule', ...error })) }),
      ...conflict,
    }),
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** A 409 with its reason (and the values its sentence names), as the API sends a known conflict. */
export function conflictResponse(
  detail: string,
  reason: string,
  reasonParams?: Record<string, string | number>,
): Response {
  return problemResponse(409, detail, undefined, {
    reason,
    ...(reasonParams === undefined ? {} : { reason_params: reasonParams }),
  });
}

async function readBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.includes('json')) return request.json();
  if (contentType.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? null : text;
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const call: RecordedCall = {
    method: request.method,
    path: url.pathname.replace(/^\/api\//, ''),
    search: url.searchParams,
    body: await readBody(request),
  };
  fakeServer.calls.push(call);
  const handler = fakeServer.handlers.get(`${call.method} ${call.path}`) ?? fakeServer.fallback;
  if (handler === undefined) return problemResponse(404, `No fake for ${call.method} ${call.path}`);
  return handler(call);
}

/** The api-client module for `vi.mock`: the real client over the fake server, with tokens in memory. */
export function mockApiClientModule(actual: typeof ApiClientModule): typeof ApiClientModule {
  // Every call reads the store the test put in, so one client serves every file of a worker.
  const tokens: ApiClientModule.TokenStore = {
    getAccessToken: () => fakeServer.tokens.getAccessToken(),
    getRefreshToken: () => fakeServer.tokens.getRefreshToken(),
    setTokens: (stored) => {
      fakeServer.tokens.setTokens(stored);
    },
    replaceTokens: (stored) => {
      fakeServer.tokens.replaceTokens(stored);
    },
    removeAccessToken: () => {
      fakeServer.tokens.removeAccessToken();
    },
    clearTokens: () => {
      fakeServer.tokens.clearTokens();
    },
  };
  return {
    ...actual,
    tokenStore: tokens,
    api: actual.createApiClient({
      prefixUrl: apiBase,
      tokens,
      onSessionEnded: () => undefined,
      fetch: fakeFetch,
    }),
  };
}

const resources = buildResources(import.meta.glob('../locales/*/*.json', { eager: true }));

/** A fresh i18next instance with every namespace of the app. */
export function createTestI18n(language: Locale = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

interface RenderOptions {
  /** The route table to render; the page under test and the places it leads to. */
  routes: RouteObject[];
  initialEntry: string;
  language?: Locale;
}

/** Renders routes inside the app's providers: translations, Mantine (test mode), notifications, queries, a memory router. */
export function renderRoutes({ routes, initialEntry, language = 'en' }: RenderOptions) {
  const i18n = createTestI18n(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <Notifications />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    );
  }
  const result = render(<RouterProvider router={router} />, { wrapper: Providers });
  return { ...result, router, queryClient, i18n };
}

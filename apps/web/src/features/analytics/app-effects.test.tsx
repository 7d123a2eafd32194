// @vitest-environment jsdom
// jsdom here, not the project's happy-dom: under happy-dom a cookie written with a past expiry date
// stayed in document.cookie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SystemStatus } from '@campus/contracts';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage-keys';
import { saveConsent } from '../../lib/cookie-consent';
import { AppEffects } from './app-effects';
import { gaCookieFlags } from './google-analytics';
import { resetRecruitingMessageForTests } from './recruiting-message';

const post = vi.hoisted(() => vi.fn());
/** A fake system status the tests change while the app is mounted. */
const systemStatus = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let current: SystemStatus | undefined;
  return {
    get: () => current,
    set: (value: SystemStatus | undefined) => {
      current = value;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
});

// The endpoint client calls `api(path, { method, ...options })`; `post` records the path and options.
vi.mock('../../lib/api-client', () => ({
  api: (path: string, { method: _method, ...options }: { method: string }) =>
    post(path, options) as unknown,
}));
vi.mock('../../lib/system-status', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useSystemStatus: () => ({
      data: useSyncExternalStore(systemStatus.subscribe, systemStatus.get),
    }),
  };
});

const status: SystemStatus = {
  maintenance_mode: false,
  contact_email: 'team@campus.test',
  ga_measurement_id: null,
  google_sign_in: false,
};

function allowAnalytics(analytics: boolean): void {
  localStorage.setItem(
    storageKeys.cookieConsent,
    JSON.stringify({
      essential: true,
      analytics,
      marketing: false,
      saved_at: '2025-01-01T00:00:00.000Z',
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppEffects /> }], {
    initialEntries: [path],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, view };
}

/** The gtag commands queued so far, as plain arrays. */
function gtagCommands(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('AppEffects', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    post.mockReset();
    post.mockResolvedValue(new Response(null, { status: 204 }));
    systemStatus.set(status);
    resetRecruitingMessageForTests();
    document.title = 'Campus';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports a page view 100 ms after each route change, with the full path and title', async () => {
    allowAnalytics(true);
    const { router } = renderAt('/faq?topic=vip');
    document.title = 'FAQ';

    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(post).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(post).toHaveBeenCalledWith('analytics/page-view', {
      json: { path: '/faq?topic=vip', title: 'FAQ' },
    });

    await act(async () => {
      await router.navigate('/about');
    });
    document.title = 'About';
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith('analytics/page-view', {
      json: { path: '/about', title: 'About' },
    });
  });

  it('reports nothing without analytics consent', async () => {
    allowAnalytics(false);
    const { router } = renderAt('/');
    await act(async () => {
      await router.navigate('/about');
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('reports nothing before a choice, and the current page once analytics is allowed', () => {
    renderAt('/courses');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(post).not.toHaveBeenCalled();

    act(() => {
      saveConsent({ analytics: true, marketing: false });
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('analytics/page-view', {
      json: { path: '/courses', title: 'Campus' },
    });
  });

  it('drops a page view whose consent is withdrawn within the delay', () => {
    allowAnalytics(true);
    renderAt('/');
    act(() => {
      saveConsent({ analytics: false, marketing: false });
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('prints the recruiting message with the contact address once', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const first = renderAt('/');
    first.view.unmount();
    renderAt('/about');
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toContain('team@campus.test');
  });

  it('waits for the system status before printing the message', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    systemStatus.set(undefined);
    renderAt('/');
    expect(info).not.toHaveBeenCalled();
    act(() => {
      systemStatus.set(status);
    });
    expect(info).toHaveBeenCalledTimes(1);
  });
});

describe('AppEffects with Google Analytics', () => {
  const measurementId = 'G-TEST123';

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    post.mockReset();
    post.mockResolvedValue(new Response(null, { status: 204 }));
    resetRecruitingMessageForTests();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads gtag.js from a script element and sends page views with the cookie settings', () => {
    systemStatus.set({ ...status, ga_measurement_id: measurementId });
    allowAnalytics(true);
    document.title = 'Home';
    renderAt('/?ref=mail');
    act(() => {
      vi.advanceTimersByTime(100);
    });

    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src*="googletagmanager"]',
    );
    expect(script?.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${measurementId}`);
    expect(script?.async).toBe(true);

    const commands = gtagCommands();
    expect(commands).toContainEqual([
      'config',
      measurementId,
      { send_page_view: false, cookie_flags: 'max-age=7200;secure;samesite=none' },
    ]);
    expect(gaCookieFlags).toBe('max-age=7200;secure;samesite=none');
    expect(commands).toContainEqual([
      'event',
      'page_view',
      {
        page_location: 'http://localhost:3000/?ref=mail',
        page_path: '/?ref=mail',
        page_title: 'Home',
      },
    ]);
    // gtag.js only reads `arguments` objects, never arrays.
    expect(Array.isArray(window.dataLayer?.[0])).toBe(false);
  });

  it('keeps a page view while GA is not initialised, then warns and sends it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    systemStatus.set(undefined);
    allowAnalytics(true);
    renderAt('/events');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(warn).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(1);
    const before = gtagCommands().filter((command) => command[1] === 'page_view').length;

    act(() => {
      systemStatus.set({ ...status, ga_measurement_id: measurementId });
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not initialised'));
    const pageViews = gtagCommands().filter((command) => command[1] === 'page_view');
    expect(pageViews).toHaveLength(before + 1);
    expect(pageViews.at(-1)?.[2]).toMatchObject({ page_path: '/events' });
  });

  it('never warns about GA where none is configured', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pageViews = () => gtagCommands().filter((command) => command[1] === 'page_view');
    const before = pageViews().length;
    systemStatus.set(undefined);
    allowAnalytics(true);
    renderAt('/events');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    act(() => {
      systemStatus.set({ ...status, ga_measurement_id: null });
    });
    expect(warn).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(pageViews()).toHaveLength(before);
  });

  it('withdrawing consent turns GA off and removes its cookies', () => {
    systemStatus.set({ ...status, ga_measurement_id: measurementId });
    allowAnalytics(true);
    renderAt('/');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    document.cookie = '_ga=GA1.1.123; path=/';
    act(() => {
      saveConsent({ analytics: false, marketing: false });
    });
    expect(Reflect.get(window, `ga-disable-${measurementId}`)).toBe(true);
    expect(gtagCommands()).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(document.cookie).not.toContain('_ga=');
  });
});

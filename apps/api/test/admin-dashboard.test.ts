import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditActionsSchema,
  auditPageSchema,
  pageViewsReportSchema,
  pageViewsReportedPaths,
  problemSchema,
  systemSettingsSchema,
  systemStatusSchema,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { pageViewsDaily } from '../src/features/analytics/analytics.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';

let context: TestContext;
let mail: MailCatcher;
let admin: { token: string; userId: string; email: string };
let moderator: string;
let student: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, moderatorAccount, studentAccount] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount;
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

function today(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('who may read the dashboard', () => {
  const adminCalls: ['GET' | 'PUT', string, object?][] = [
    ['GET', '/admin/settings'],
    ['PUT', '/admin/settings', { maintenance_mode: true }],
    ['GET', '/admin/analytics/page-views'],
    ['GET', '/admin/audit'],
    ['GET', '/admin/audit/actions'],
  ];

  it.each(adminCalls)('%s %s needs a signed-in admin', async (method, url, payload) => {
    const anonymous = await call(method, url, undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(problemSchema.parse(anonymous.json()).status).toBe(401);
    for (const token of [student, moderator]) {
      const refused = await call(method, url, token, payload);
      expect(refused.statusCode).toBe(403);
    }
    const status = systemStatusSchema.parse((await call('GET', '/system/status')).json());
    expect(status.maintenance_mode).toBe(false);
  });
});

describe('maintenance mode', () => {
  it('is off until an admin switches it, and the switch is public and audited once', async () => {
    const before = systemSettingsSchema.parse(
      (await call('GET', '/admin/settings', admin.token)).json(),
    );
    expect(before).toEqual({
      maintenance_mode: false,
      maintenance_changed_at: null,
      maintenance_changed_by: null,
    });

    const on = await call('PUT', '/admin/settings', admin.token, { maintenance_mode: true });
    expect(on.statusCode).toBe(200);
    const switched = systemSettingsSchema.parse(on.json());
    expect(switched.maintenance_mode).toBe(true);
    expect(switched.maintenance_changed_by).toMatch(/\S+ \S+/);
    expect(switched.maintenance_changed_at).not.toBeNull();
    expect(
      systemStatusSchema.parse((await call('GET', '/system/status')).json()).maintenance_mode,
    ).toBe(true);

    // Switching to the same value changes nothing and writes no second entry.
    await call('PUT', '/admin/settings', admin.token, { maintenance_mode: true });
    const entries = auditPageSchema.parse(
      (await call('GET', '/admin/audit?action=system.maintenance_on', admin.token)).json(),
    );
    expect(entries.total).toBe(1);
    expect(entries.items[0]?.actor?.user_id).toBe(admin.userId);
    expect(entries.items[0]?.details).toEqual({ from: false, to: true });

    const off = await call('PUT', '/admin/settings', admin.token, { maintenance_mode: false });
    expect(systemSettingsSchema.parse(off.json()).maintenance_mode).toBe(false);
    expect(
      systemStatusSchema.parse((await call('GET', '/system/status')).json()).maintenance_mode,
    ).toBe(false);
  });

  it('refuses a body that is not a switch, changing nothing', async () => {
    const response = await call('PUT', '/admin/settings', admin.token, { maintenance_mode: 'yes' });
    expect(response.statusCode).toBe(400);
    const problem = problemSchema.parse(response.json());
    expect(problem.errors?.[0]?.field).toBe('body.maintenance_mode');
    const settings = systemSettingsSchema.parse(
      (await call('GET', '/admin/settings', admin.token)).json(),
    );
    expect(settings.maintenance_mode).toBe(false);
  });
});

describe('page views', () => {
  it('counts views per path and day, without query strings, for the chosen period', async () => {
    for (const path of ['/faq?ref=mail', '/faq', '/faq/', '/courses', '/event/abc']) {
      const response = await call('POST', '/analytics/page-view', undefined, { path, title: 't' });
      expect(response.statusCode).toBe(204);
    }
    await context.database.db.insert(pageViewsDaily).values([
      { day: today(-10), path: '/faq', views: 4 },
      { day: today(-60), path: '/faq', views: 9 },
    ]);

    const week = pageViewsReportSchema.parse(
      (await call('GET', '/admin/analytics/page-views?days=7', admin.token)).json(),
    );
    expect(week.to).toBe(today());
    expect(week.from).toBe(today(-6));
    expect(week.rows).toContainEqual({ day: today(), path: '/faq', views: 3 });
    expect(week.rows).toContainEqual({ day: today(), path: '/courses', views: 1 });
    expect(week.rows.some((row) => row.day < week.from)).toBe(false);
    expect(week.total_views).toBe(5);

    const month = pageViewsReportSchema.parse(
      (await call('GET', '/admin/analytics/page-views?days=30', admin.token)).json(),
    );
    expect(month.rows).toContainEqual({ day: today(-10), path: '/faq', views: 4 });
    expect(month.total_views).toBe(9);
    const quarter = pageViewsReportSchema.parse(
      (await call('GET', '/admin/analytics/page-views?days=90', admin.token)).json(),
    );
    expect(quarter.total_views).toBe(18);
  });

  it('names the most viewed paths and sums the others per day', async () => {
    const day = today(-2);
    await context.database.db.insert(pageViewsDaily).values(
      Array.from({ length: pageViewsReportedPaths + 5 }, (_, index) => ({
        day,
        path: `/course/C${String(index).padStart(4, '0')}`,
        views: 1000 - index,
      })),
    );
    const report = pageViewsReportSchema.parse(
      (await call('GET', '/admin/analytics/page-views?days=7', admin.token)).json(),
    );
    const paths = new Set(report.rows.map((row) => row.path));
    expect(paths.size).toBe(pageViewsReportedPaths);
    expect(paths.has('/course/C0000')).toBe(true);
    expect(paths.has(`/course/C${String(pageViewsReportedPaths + 4)}`)).toBe(false);
    const otherOfDay = report.other.find((row) => row.day === day);
    expect(otherOfDay?.views).toBeGreaterThan(0);
    const named = report.rows.reduce((sum, row) => sum + row.views, 0);
    const others = report.other.reduce((sum, row) => sum + row.views, 0);
    expect(named + others).toBe(report.total_views);
  });

  it('refuses a period it does not offer', async () => {
    const response = await call('GET', '/admin/analytics/page-views?days=5', admin.token);
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).errors?.[0]?.message).toBe(
      'days must be one of 7, 30, 90',
    );
  });
});

describe('audit log', () => {
  it('searches by actor, action and target, filters by day, and pages newest first', async () => {
    const goneActor = randomUUID();
    await context.database.db.insert(auditEntries).values([
      {
        actor_id: admin.userId,
        action: 'listing.approved',
        target_type: 'listing',
        target_id: 'L-findme-1',
        created_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
      },
      { actor_id: goneActor, action: 'listing.removed', target_type: 'listing', target_id: 'L-2' },
      { actor_id: null, action: 'alarm.broadcast', target_type: null, target_id: null },
    ]);

    const byTarget = auditPageSchema.parse(
      (await call('GET', '/admin/audit?q=findme', admin.token)).json(),
    );
    expect(byTarget.total).toBe(1);
    expect(byTarget.items[0]?.actor?.email).toBe(admin.email);
    expect(byTarget.items[0]?.actor_deleted).toBe(false);

    const byActor = auditPageSchema.parse(
      (
        await call(
          'GET',
          `/admin/audit?q=${encodeURIComponent(admin.email.toUpperCase())}`,
          admin.token,
        )
      ).json(),
    );
    expect(byActor.items.some((item) => item.target_id === 'L-findme-1')).toBe(true);
    expect(byActor.items.every((item) => item.actor?.user_id === admin.userId)).toBe(true);

    const removed = auditPageSchema.parse(
      (await call('GET', '/admin/audit?action=listing.removed', admin.token)).json(),
    );
    expect(removed.items[0]).toMatchObject({ actor: null, actor_deleted: true, target_id: 'L-2' });

    const system = auditPageSchema.parse(
      (await call('GET', '/admin/audit?action=alarm.broadcast', admin.token)).json(),
    );
    expect(system.items[0]).toMatchObject({ actor: null, actor_deleted: false });

    const lastTwoDays = auditPageSchema.parse(
      (
        await call('GET', `/admin/audit?q=findme&from=${today(-1)}&to=${today()}`, admin.token)
      ).json(),
    );
    expect(lastTwoDays.total).toBe(0);
    const thatDay = auditPageSchema.parse(
      (
        await call('GET', `/admin/audit?q=findme&from=${today(-3)}&to=${today(-3)}`, admin.token)
      ).json(),
    );
    expect(thatDay.total).toBe(1);

    const firstPage = auditPageSchema.parse(
      (await call('GET', '/admin/audit?page=1&page_size=10', admin.token)).json(),
    );
    const times = firstPage.items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);

    const nothing = auditPageSchema.parse(
      (await call('GET', '/admin/audit?q=no-such-thing-anywhere', admin.token)).json(),
    );
    expect(nothing).toMatchObject({ items: [], total: 0 });
  });

  it('lists the actions with their counts', async () => {
    const actions = auditActionsSchema.parse(
      (await call('GET', '/admin/audit/actions', admin.token)).json(),
    );
    expect(actions.items).toContainEqual({ action: 'listing.removed', count: 1 });
    const counts = actions.items.map((item) => item.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('refuses bad filters with a clear message', async () => {
    const badDay = await call('GET', '/admin/audit?from=yesterday', admin.token);
    expect(badDay.statusCode).toBe(400);
    expect(problemSchema.parse(badDay.json()).errors?.[0]?.field).toBe('query.from');
    const longQuery = await call('GET', `/admin/audit?q=${'x'.repeat(101)}`, admin.token);
    expect(longQuery.statusCode).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  auditActionsSchema,
  auditPageSchema,
  pageViewsReportSchema,
  pageViewsReportedPaths,
  systemSettingsSchema,
  systemStatusSchema,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { pageViewsDaily } from '../src/features/analytics/analytics.tables';
import { systemSettings } from '../src/features/system/system.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { expectProblem, expectStatus, fieldErrors } from './support/http';

const t = useTestApp();

function today(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function systemStatus() {
  return t.api.read('/system/status', undefined, systemStatusSchema);
}

async function settings(admin: string) {
  return t.api.read('/admin/settings', admin, systemSettingsSchema);
}

async function auditPage(query: string, admin: string) {
  return t.api.read(`/admin/audit${query}`, admin, auditPageSchema);
}

async function pageViews(days: number, admin: string) {
  return t.api.read(
    `/admin/analytics/page-views?days=${String(days)}`,
    admin,
    pageViewsReportSchema,
  );
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
    const [student, moderator] = await Promise.all([
      createUser(t),
      createUser(t, { role: 'moderator' }),
    ]);
    const before = await systemStatus();
    expectProblem(await t.api.call(method, url, undefined, payload), 401);
    for (const token of [student.token, moderator.token]) {
      expectProblem(await t.api.call(method, url, token, payload), 403);
    }
    expect(await systemStatus()).toEqual(before);
    expect(before.maintenance_mode).toBe(false);
  });
});

describe('maintenance mode', () => {
  it('is off until an admin switches it, and the switch is public and audited once', async () => {
    // The switch is one setting of the whole app: this test starts from one never set.
    await t.database.db.delete(systemSettings);
    const admin = await createUser(t, { role: 'admin' });
    expect(await settings(admin.token)).toEqual({
      maintenance_mode: false,
      maintenance_changed_at: null,
      maintenance_changed_by: null,
      two_step_required: false,
    });

    const on = await t.api.call('PUT', '/admin/settings', admin.token, { maintenance_mode: true });
    const switched = expectStatus(on, 200, systemSettingsSchema);
    expect(switched.maintenance_mode).toBe(true);
    expect(switched.maintenance_changed_by).toMatch(/\S+ \S+/);
    expect(switched.maintenance_changed_at).not.toBeNull();
    expect((await systemStatus()).maintenance_mode).toBe(true);

    // Switching to the same value changes nothing and writes no second entry.
    expectStatus(
      await t.api.call('PUT', '/admin/settings', admin.token, { maintenance_mode: true }),
      200,
    );
    const entries = await auditPage(
      `?action=system.maintenance_on&q=${encodeURIComponent(admin.email)}`,
      admin.token,
    );
    expect(entries.total).toBe(1);
    expect(entries.items[0]?.actor?.user_id).toBe(admin.id);
    expect(entries.items[0]?.details).toEqual({ from: false, to: true });

    const off = await t.api.call('PUT', '/admin/settings', admin.token, {
      maintenance_mode: false,
    });
    expect(expectStatus(off, 200, systemSettingsSchema).maintenance_mode).toBe(false);
    expect((await systemStatus()).maintenance_mode).toBe(false);
  });

  it('closes the API to all but admins while on, except the status, signing in and the start page', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const student = await createUser(t);
    const moderator = await createUser(t, { role: 'moderator' });
    expectStatus(await t.api.call('GET', '/profile/me', student.token), 200);
    expectStatus(
      await t.api.call('PUT', '/admin/settings', admin.token, { maintenance_mode: true }),
      200,
    );
    try {
      for (const caller of [student, moderator]) {
        const refused = await t.api.call('GET', '/profile/me', caller.token);
        expect(expectProblem(refused, 503, 'maintenance').detail).toBe(
          'CampusHub is under maintenance. Please try again in a few minutes.',
        );
        expect(refused.headers['retry-after']).toBe('300');
      }
      expectProblem(await t.api.call('GET', '/coursefile/courses', undefined), 503, 'maintenance');
      // Open to everyone: the switch itself, signing in and who is signed in, the start page's figures.
      expect((await systemStatus()).maintenance_mode).toBe(true);
      expectStatus(
        await t.api.call('POST', '/reception/login', undefined, {
          user_email: student.email,
          user_password: student.password,
        }),
        200,
      );
      expectStatus(await t.api.call('GET', '/reception/verify-token', student.token), 200);
      expectStatus(await t.api.call('GET', '/coursefile/statistics', undefined), 200);
      // Admins work as usual.
      expectStatus(await t.api.call('GET', '/profile/me', admin.token), 200);
    } finally {
      expectStatus(
        await t.api.call('PUT', '/admin/settings', admin.token, { maintenance_mode: false }),
        200,
      );
    }
    expectStatus(await t.api.call('GET', '/profile/me', student.token), 200);
  });

  it('refuses a body that is not a switch, changing nothing', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const before = await settings(admin.token);
    const response = await t.api.call('PUT', '/admin/settings', admin.token, {
      maintenance_mode: 'yes',
    });
    expect(Object.keys(fieldErrors(response))).toEqual(['body.maintenance_mode']);
    const after = await settings(admin.token);
    expect(after).toEqual(before);
    expect(after.maintenance_mode).toBe(false);
  });
});

describe('page views', () => {
  it('counts views per path and day, without query strings, for the chosen period', async () => {
    // The report sums every counted view: this test starts from none.
    await t.database.db.delete(pageViewsDaily);
    const admin = await createUser(t, { role: 'admin' });
    for (const path of ['/faq?ref=mail', '/faq', '/faq/', '/courses', '/event/abc']) {
      const response = await t.api.call('POST', '/analytics/page-view', undefined, {
        path,
        title: 't',
      });
      expectStatus(response, 204);
    }
    await t.database.db.insert(pageViewsDaily).values([
      { day: today(-10), path: '/faq', views: 4 },
      { day: today(-60), path: '/faq', views: 9 },
    ]);

    const week = await pageViews(7, admin.token);
    expect(week.to).toBe(today());
    expect(week.from).toBe(today(-6));
    expect(week.rows).toContainEqual({ day: today(), path: '/faq', views: 3 });
    expect(week.rows).toContainEqual({ day: today(), path: '/courses', views: 1 });
    expect(week.rows.some((row) => row.day < week.from)).toBe(false);
    expect(week.total_views).toBe(5);

    const month = await pageViews(30, admin.token);
    expect(month.rows).toContainEqual({ day: today(-10), path: '/faq', views: 4 });
    expect(month.total_views).toBe(9);
    const quarter = await pageViews(90, admin.token);
    expect(quarter.total_views).toBe(18);
  });

  it('names the most viewed paths and sums the others per day', async () => {
    // The report ranks every counted path: this test starts from none.
    await t.database.db.delete(pageViewsDaily);
    const admin = await createUser(t, { role: 'admin' });
    const day = today(-2);
    const views = Array.from({ length: pageViewsReportedPaths + 5 }, (_, index) => ({
      day,
      path: `/course/C${String(index).padStart(4, '0')}`,
      views: 1000 - index,
    }));
    await t.database.db.insert(pageViewsDaily).values(views);
    const report = await pageViews(7, admin.token);
    const paths = new Set(report.rows.map((row) => row.path));
    expect(paths.size).toBe(pageViewsReportedPaths);
    expect(paths).toEqual(new Set(views.slice(0, pageViewsReportedPaths).map((row) => row.path)));
    expect(paths.has('/course/C0000')).toBe(true);
    expect(paths.has(`/course/C${String(pageViewsReportedPaths + 4)}`)).toBe(false);
    const otherOfDay = report.other.find((row) => row.day === day);
    expect(otherOfDay?.views).toBe(
      views.slice(pageViewsReportedPaths).reduce((sum, row) => sum + row.views, 0),
    );
    const named = report.rows.reduce((sum, row) => sum + row.views, 0);
    const others = report.other.reduce((sum, row) => sum + row.views, 0);
    expect(named + others).toBe(report.total_views);
    expect(report.total_views).toBe(views.reduce((sum, row) => sum + row.views, 0));
  });

  it('refuses a period it does not offer', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const response = await t.api.call('GET', '/admin/analytics/page-views?days=5', admin.token);
    expect(expectProblem(response, 400).errors?.[0]?.message).toBe('days must be one of 7, 30, 90');
  });
});

describe('audit log', () => {
  it('searches by actor, action and target, filters by day, and pages newest first', async () => {
    // The log's pages and totals cover every entry: this test starts from an empty log.
    await t.database.db.delete(auditEntries);
    const admin = await createUser(t, { role: 'admin' });
    const goneActor = randomUUID();
    await t.database.db.insert(auditEntries).values([
      {
        actor_id: admin.id,
        action: 'listing.approved',
        target_type: 'listing',
        target_id: 'L-findme-1',
        created_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
      },
      { actor_id: goneActor, action: 'listing.removed', target_type: 'listing', target_id: 'L-2' },
      { actor_id: null, action: 'alarm.broadcast', target_type: null, target_id: null },
    ]);

    const byTarget = await auditPage('?q=findme', admin.token);
    expect(byTarget.total).toBe(1);
    expect(byTarget.items[0]?.actor?.email).toBe(admin.email);
    expect(byTarget.items[0]?.actor_deleted).toBe(false);

    const byActor = await auditPage(
      `?q=${encodeURIComponent(admin.email.toUpperCase())}`,
      admin.token,
    );
    expect(byActor.items.map((item) => item.target_id)).toEqual(['L-findme-1']);
    expect(byActor.items.some((item) => item.target_id === 'L-findme-1')).toBe(true);
    expect(byActor.items.every((item) => item.actor?.user_id === admin.id)).toBe(true);

    const removed = await auditPage('?action=listing.removed', admin.token);
    expect(removed.items).toHaveLength(1);
    expect(removed.items[0]).toMatchObject({ actor: null, actor_deleted: true, target_id: 'L-2' });

    const system = await auditPage('?action=alarm.broadcast', admin.token);
    expect(system.items).toHaveLength(1);
    expect(system.items[0]).toMatchObject({ actor: null, actor_deleted: false });

    const lastTwoDays = await auditPage(`?q=findme&from=${today(-1)}&to=${today()}`, admin.token);
    expect(lastTwoDays.total).toBe(0);
    const thatDay = await auditPage(`?q=findme&from=${today(-3)}&to=${today(-3)}`, admin.token);
    expect(thatDay.total).toBe(1);

    const firstPage = await auditPage('?page=1&page_size=10', admin.token);
    const times = firstPage.items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(firstPage.total).toBe(3);

    const nothing = await auditPage('?q=no-such-thing-anywhere', admin.token);
    expect(nothing).toMatchObject({ items: [], total: 0 });
  });

  it('lists the actions with their counts', async () => {
    // The counts cover the whole log: this test starts from an empty one.
    await t.database.db.delete(auditEntries);
    const admin = await createUser(t, { role: 'admin' });
    const entry = (action: string) => ({
      actor_id: admin.id,
      action,
      target_type: 'listing',
      target_id: randomUUID(),
    });
    await t.database.db
      .insert(auditEntries)
      .values([
        entry('listing.removed'),
        entry('listing.approved'),
        entry('listing.approved'),
        entry('alarm.broadcast'),
        entry('alarm.broadcast'),
        entry('alarm.broadcast'),
      ]);
    const actions = await t.api.read('/admin/audit/actions', admin.token, auditActionsSchema);
    expect(actions.items).toContainEqual({ action: 'listing.removed', count: 1 });
    expect(actions.items).toEqual([
      { action: 'alarm.broadcast', count: 3 },
      { action: 'listing.approved', count: 2 },
      { action: 'listing.removed', count: 1 },
    ]);
    const counts = actions.items.map((item) => item.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('refuses bad filters with a clear message', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const badDay = await t.api.call('GET', '/admin/audit?from=yesterday', admin.token);
    expect(expectProblem(badDay, 400).errors?.[0]?.field).toBe('query.from');
    const longQuery = await t.api.call('GET', `/admin/audit?q=${'x'.repeat(101)}`, admin.token);
    expectProblem(longQuery, 400);
  });
});

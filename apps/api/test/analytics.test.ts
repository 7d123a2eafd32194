import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageViewsDaily } from '../src/features/analytics/analytics.tables';
import { useTestApp } from './support/app';
import { expectStatus, nextClientAddress } from './support/http';

const t = useTestApp();

const today = () => new Date().toISOString().slice(0, 10);

function reportView(path: string, remoteAddress = nextClientAddress()) {
  return t.api.call(
    'POST',
    '/analytics/page-view',
    undefined,
    { path, title: 't' },
    { remoteAddress },
  );
}

async function counted() {
  const rows = await t.database.db.query.pageViewsDaily.findMany();
  return Object.fromEntries(rows.map((row) => [row.path, row.views]));
}

// Each test reads every counted view, so each starts from none.
beforeEach(async () => {
  await t.database.db.delete(pageViewsDaily);
});

describe('page views (issue 18, finding 11: only the app pages, by their pattern)', () => {
  it('counts a concrete page under the pattern of its route', async () => {
    for (const path of [
      `/courses/${randomUUID()}`,
      `/courses/${randomUUID()}/`,
      '/courses',
      '/career/apply',
      '/career/31',
      '/admin/qb/bundle/display',
      '/admin/qb/bundle/display/12',
    ]) {
      expectStatus(await reportView(path), 204);
    }
    expect(await counted()).toEqual({
      '/courses/:course_id': 2,
      '/courses': 1,
      // A static segment wins over a parameter, as the router ranks them.
      '/career/apply': 1,
      '/career/:career_id': 1,
      '/admin/qb/bundle/display/:question_id?': 2,
    });
    const rows = await t.database.db.query.pageViewsDaily.findMany();
    expect(rows.map((row) => row.day)).toEqual(Array.from({ length: 5 }, () => today()));
  });

  it('counts nothing for a path that is no page of the app, and still answers 204', async () => {
    for (const path of [
      '/wp-admin/setup.php',
      '/courses/a/b',
      '/faq/../../etc/passwd',
      `/${'x'.repeat(1500)}`,
      '/<script>alert(1)</script>',
      '/api/health',
    ]) {
      expectStatus(await reportView(path), 204);
    }
    expect(await counted()).toEqual({});
  });

  it('drops the query string and the fragment, and folds slashes', async () => {
    expectStatus(await reportView('/reception/verify-email?token=secret-token'), 204);
    expectStatus(await reportView('/faq#general'), 204);
    expectStatus(await reportView('/faq/?q=x'), 204);
    expectStatus(await reportView('//faq'), 204);
    expect(await counted()).toEqual({ '/reception/verify-email': 1, '/faq': 3 });
    const rows = await t.database.db.query.pageViewsDaily.findMany();
    expect(JSON.stringify(rows)).not.toContain('secret-token');
  });

  it('keeps its rate limit of 120 a minute per address', async () => {
    const address = nextClientAddress();
    const answers = [];
    for (let index = 0; index < 121; index += 1) {
      answers.push((await reportView('/faq', address)).statusCode);
    }
    expect(answers.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(answers[120]).toBe(429);
    expect(await counted()).toEqual({ '/faq': 120 });
  });
});

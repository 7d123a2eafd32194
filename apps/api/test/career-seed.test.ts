import { describe, expect, it } from 'vitest';
import { careerApplicationPageSchema, careerPositionPageSchema } from '@campus/contracts';
import { looksLikePdf } from '../src/platform/uploads';
import { useTestApp } from './support/app';
import { demoUser } from './support/factories/accounts';
import { expectStatus } from './support/http';

const t = useTestApp({ seeded: true });

describe('the demo career data', () => {
  it('seeds five open positions for visitors and one closed one for admins', async () => {
    const admin = await demoUser(t, 'admin');
    const open = await t.api.read('/career/positions', undefined, careerPositionPageSchema);
    expect(open.total).toBe(5);
    expect(open.items.map((position) => position.title)).toEqual([
      'Student developer intern',
      'Campus ambassador',
      'Content editor (Turkish)',
      'UX research volunteer',
      'Data analyst (part-time)',
    ]);
    expect(open.items.map((position) => position.title)).toContain('Content editor (Turkish)');
    const all = await t.api.read(
      '/career/positions?status=all',
      admin.token,
      careerPositionPageSchema,
    );
    expect(all.total).toBe(6);
    const closed = all.items.filter((position) => position.status === 'closed');
    expect(closed).toHaveLength(1);
    expect(closed.map((position) => position.title)).toEqual(['Orientation week helper']);
  });

  it('seeds eight applications in mixed statuses, each with a downloadable PDF CV', async () => {
    const admin = await demoUser(t, 'admin');
    const page = await t.api.read(
      '/career/applications?page_size=25',
      admin.token,
      careerApplicationPageSchema,
    );
    expect(page.total).toBe(8);
    expect(new Set(page.items.map((item) => item.status))).toEqual(
      new Set(['new', 'reviewing', 'interview', 'accepted', 'rejected']),
    );
    // One open application (without a position).
    const open = page.items.filter((item) => item.position_id === null);
    expect(open.map((item) => [item.full_name, item.status])).toEqual([
      ['Furkan Duman', 'reviewing'],
    ]);
    expect(page.items.some((item) => item.position_id === null)).toBe(true);
    for (const item of page.items) {
      const cv = await t.api.call('GET', `/career/applications/${item.career_id}/cv`, admin.token);
      expectStatus(cv, 200);
      expect(looksLikePdf(cv.rawPayload)).toBe(true);
      expect(cv.rawPayload.length).toBe(item.cv_size);
    }
  });
});

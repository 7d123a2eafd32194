import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eventAdminPageSchema, eventSidebarListSchema } from '@campus/contracts';
import { demoEvents } from '../src/features/events/events.seed';
import { useTestApp } from './support/app';
import { demoUser } from './support/factories/accounts';

const t = useTestApp({ seeded: true });

describe('the demo events', () => {
  it('seeds events around the seeding day: upcoming ones in the drawer, one inactive, one past', async () => {
    const moderator = await demoUser(t, 'moderator');
    const board = await t.api.read(
      '/event/manage?page_size=25',
      moderator.token,
      eventAdminPageSchema,
    );
    expect(board.total).toBe(demoEvents.length);
    expect(board.items.map((event) => event.event_name).sort()).toEqual(
      demoEvents.map((event) => event.event_name).sort(),
    );
    expect(board.items.filter((event) => event.status === 'inactive')).toHaveLength(1);
    expect(
      board.items.find((event) => event.event_name === 'Bahar Şenliği')?.event_date_times,
    ).toHaveLength(3);

    const sidebar = await t.api.read(
      '/event/sidebar/active',
      moderator.token,
      eventSidebarListSchema,
    );
    expect(sidebar.map((event) => event.event_name)).toEqual([
      'AI Research Seminar',
      'Spring Career Fair 2027',
      'Open Mic Night',
      'Bahar Şenliği',
      'Campus Chess Open',
      'Hackathon 48',
    ]);
    for (const event of sidebar) {
      expect(event.images).toHaveLength(1);
      expect(event.images[0]?.image_type).toBe('cover');
    }
  });

  it('serves each generated cover as a WebP image', async () => {
    const moderator = await demoUser(t, 'moderator');
    const sidebar = await t.api.read(
      '/event/sidebar/active',
      moderator.token,
      eventSidebarListSchema,
    );
    expect(sidebar).toHaveLength(6);
    const url = sidebar[0]?.images[0]?.image_url ?? '';
    const served = await t.api.call('GET', url.replace(/^\/api/, ''));
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 450,
    });
  });
});

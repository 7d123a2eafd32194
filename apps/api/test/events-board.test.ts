import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventAdminPageSchema, eventAdminSchema, eventDetailSchema } from '@campus/contracts';
import { events } from '../src/features/events/events.tables';
import { createEventsService } from '../src/features/events/events.service';
import { createFileStore } from '../src/platform/file-store';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { campusDateTime, createEvent } from './support/factories/events';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { readQueueTotal, readWaitingCount, startWaitingCount } from './support/moderation';
import { createEventHelpers, dayMs } from './support/events';

const t = useTestApp();
const { sidebar } = createEventHelpers(t);

describe(`the events board on ${testDriver}`, () => {
  it('lists active events with a date and time from now on, earliest first, in the SPEC fields', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
    ]);
    // This test counts the upcoming events of the whole board, so it starts from an empty one.
    await t.database.db.delete(events);
    // Read once, so that a minute turning during the test cannot change what is compared.
    const fiveDaysOn = campusDateTime(5 * dayMs);
    const nineDaysOn = campusDateTime(9 * dayMs);
    const soon = await createEvent(t, {
      event_name: 'Soon',
      event_date_times: [campusDateTime(2 * dayMs)],
    });
    const later = await createEvent(t, {
      event_name: 'Later, three times',
      event_type: 'social',
      event_date_times: [campusDateTime(-dayMs), nineDaysOn, fiveDaysOn],
    });
    const past = await createEvent(t, {
      event_name: 'Past',
      event_date_times: [campusDateTime(-2 * dayMs)],
    });
    await createEvent(t, {
      event_name: 'Just gone',
      event_date_times: [campusDateTime(-3 * 60_000)],
    });
    await createEvent(t, { event_name: 'Hidden', status: 'inactive' });

    const listed = await sidebar(student.token);
    expect(listed.map((event) => event.event_name)).toEqual(['Soon', 'Later, three times']);
    expect(Object.keys(listed[1] ?? {}).sort()).toEqual([
      'event_date_times',
      'event_id',
      'event_location',
      'event_name',
      'event_type',
      'images',
    ]);
    expect(listed[1]?.event_date_times).toEqual([fiveDaysOn, nineDaysOn]);

    const service = createEventsService({
      db: t.database.db,
      files: createFileStore(path.join(t.env.dataDir, 'uploads')),
      appUrl: t.env.appUrl,
    });
    expect(await service.countUpcomingActive()).toBe(2);

    const deactivated = await t.api.call(
      'POST',
      `/event/manage/${soon.event_id}/deactivate`,
      moderator.token,
    );
    expect(expectStatus(deactivated, 200, eventAdminSchema).status).toBe('inactive');
    expect(await auditOf(t, 'event.deactivated', soon.event_id)).toHaveLength(1);
    expect((await sidebar(student.token)).map((event) => event.event_id)).toEqual([later.event_id]);
    expect(await service.countUpcomingActive()).toBe(1);

    // Readers: inactive events are not found, except by moderators.
    const asStudent = await t.api.call('GET', `/event/${soon.event_id}`, student.token);
    expect(expectProblem(asStudent, 404).detail).toBe('event not found');
    expectStatus(await t.api.call('GET', `/event/${soon.event_id}`, moderator.token), 200);
    const read = await t.api.read(`/event/${past.event_id}`, student.token, eventDetailSchema);
    expect(read).toMatchObject({
      event_name: 'Past',
      status: 'active',
      event_description: 'Meet employers.\n<b>plain text</b>',
    });
    expectProblem(await t.api.call('GET', `/event/${unknownId}`, student.token), 404);

    expectStatus(
      await t.api.call('POST', `/event/manage/${soon.event_id}/activate`, moderator.token),
      200,
    );
    expect((await sidebar(student.token)).map((event) => event.event_id)).toEqual([
      soon.event_id,
      later.event_id,
    ]);
  });

  it('filters the board by when: upcoming has a date and time from now on, past has none', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    // This test counts the whole board, so it starts from an empty one.
    await t.database.db.delete(events);
    const waiting = await createEvent(t, {
      event_name: 'Waiting to be published',
      status: 'inactive',
      event_date_times: [campusDateTime(-dayMs), campusDateTime(4 * dayMs)],
    });
    const soonHidden = await createEvent(t, {
      event_name: 'Hidden, in a few minutes',
      status: 'inactive',
      event_date_times: [campusDateTime(5 * 60_000)],
    });
    const forgotten = await createEvent(t, {
      event_name: 'Hidden and over',
      status: 'inactive',
      event_date_times: [campusDateTime(-2 * dayMs)],
    });
    const running = await createEvent(t, {
      event_name: 'Running',
      event_date_times: [campusDateTime(dayMs)],
    });
    const finished = await createEvent(t, {
      event_name: 'Finished',
      event_date_times: [campusDateTime(-3 * dayMs), campusDateTime(-3 * 60_000)],
    });

    async function board(search: string) {
      const page = await t.api.read(
        `/event/manage?${search}`,
        moderator.token,
        eventAdminPageSchema,
      );
      return { total: page.total, ids: page.items.map((item) => item.event_id).sort() };
    }
    const ids = (...list: { event_id: string }[]) => list.map((event) => event.event_id).sort();

    expect(await board('status=inactive&when=upcoming&page_size=10')).toEqual({
      total: 2,
      ids: ids(waiting, soonHidden),
    });
    expect(await board('status=active&when=past')).toEqual({ total: 1, ids: ids(finished) });
    expect(await board('status=inactive&when=past')).toEqual({ total: 1, ids: ids(forgotten) });
    expect(await board('status=active&when=upcoming')).toEqual({ total: 1, ids: ids(running) });
    expect(await board('when=upcoming')).toEqual({
      total: 3,
      ids: ids(waiting, soonHidden, running),
    });
    expect(await board('when=past')).toEqual({ total: 2, ids: ids(forgotten, finished) });
    expect((await board('')).total).toBe(5);
    expect(await board('when=upcoming&q=hidden')).toEqual({ total: 1, ids: ids(soonHidden) });
    // A page of one still counts every match.
    const secondPage = await board('status=inactive&when=upcoming&page_size=10&page=2');
    expect(secondPage).toEqual({ total: 2, ids: [] });

    // Publishing the waiting one moves it to the active upcoming events.
    expectStatus(
      await t.api.call('POST', `/event/manage/${waiting.event_id}/activate`, moderator.token),
      200,
    );
    expect(await board('status=inactive&when=upcoming')).toEqual({
      total: 1,
      ids: ids(soonHidden),
    });
    expect(await board('status=active&when=upcoming')).toEqual({
      total: 2,
      ids: ids(waiting, running),
    });

    for (const value of ['soon', 'UPCOMING']) {
      const invalid = await t.api.call('GET', `/event/manage?when=${value}`, moderator.token);
      expect(invalid.statusCode, value).toBe(400);
      expect(fieldErrors(invalid)).toEqual({
        'query.when': 'when must be one of upcoming, past',
      });
    }
  });

  it('downloads a calendar file: one VEVENT per date and time, escaped and folded', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
    ]);
    const event = await createEvent(t, {
      event_name: 'Talk; AI, ethics \\ law',
      event_description: `Line one\nLine two, with ${'long words '.repeat(10)}ğüşİ`,
      event_date_times: [
        { event_date: '2027-03-15', event_time: '14:30' },
        { event_date: '2027-03-16', event_time: '23:00' },
      ],
    });
    const response = await t.api.call('GET', `/event/${event.event_id}/ics`, student.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.ics"/);
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)?.length).toBe(2);
    expect(text).toContain('TZID:Europe/Istanbul');
    expect(text).toContain('DTSTART;TZID=Europe/Istanbul:20270315T143000');
    expect(text).toContain('DTEND;TZID=Europe/Istanbul:20270315T163000');
    expect(text).toContain('DTEND;TZID=Europe/Istanbul:20270317T010000');
    expect(text).toContain('SUMMARY:Talk\\; AI\\, ethics \\\\ law');
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two\\, with long words');
    expect(unfolded).toContain('ğüşİ');

    expectStatus(
      await t.api.call('POST', `/event/manage/${event.event_id}/deactivate`, moderator.token),
      200,
    );
    expectProblem(await t.api.call('GET', `/event/${event.event_id}/ics`, student.token), 404);
  });
});

describe('the waiting count', () => {
  const url = '/event/manage/waiting-count';

  it('answers moderators how many inactive events are upcoming, as the board counts them, and follows an activation', async () => {
    const board = '/event/manage?status=inactive&when=upcoming';
    const { reviewer: moderator, before } = await startWaitingCount(t, url, 'moderator', board);
    const waiting = await createEvent(t, { status: 'inactive' });
    await createEvent(t, { status: 'inactive', event_date_times: [campusDateTime(-dayMs)] });
    await createEvent(t);
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before + 1);

    expectStatus(
      await t.api.call('POST', `/event/manage/${waiting.event_id}/activate`, moderator.token),
      200,
    );
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before);
    expect(await readQueueTotal(t, board, moderator.token)).toBe(before);
  });
});

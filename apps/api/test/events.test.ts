import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  eventAdminPageSchema,
  eventAdminSchema,
  eventDetailSchema,
  eventSidebarListSchema,
  type EventAdmin,
  type EventCreateInput,
} from '@campus/contracts';
import { eventImages, events } from '../src/features/events/events.tables';
import { createEventsService } from '../src/features/events/events.service';
import { createFileStore } from '../src/platform/file-store';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { campusDateTime, createEvent } from './support/factories/events';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';
import { expectQueueGuard, readQueueTotal, readWaitingCount } from './support/moderation';
import { multipartBody, type MultipartFile } from './support/multipart';

const t = useTestApp();

const unknownId = '00000000-0000-4000-8000-000000000000';
const dayMs = 24 * 60 * 60 * 1000;

function upload(
  eventId: string,
  token: string | undefined,
  file: MultipartFile | undefined,
  fields: Record<string, string> = {},
) {
  const body = multipartBody(fields, file);
  return t.api.call('POST', `/event/manage/${eventId}/images`, token, body.payload, {
    headers: body.headers,
  });
}

function eventBody(overrides: Partial<EventCreateInput> = {}): EventCreateInput {
  return {
    event_name: 'Spring Career Fair',
    event_description: 'Meet employers.\n<b>plain text</b>',
    event_type: 'academic',
    event_location: 'Main Hall',
    event_date_times: [campusDateTime(10 * dayMs)],
    ...overrides,
  };
}

/** An event added through the moderators' form. */
async function create(
  moderator: string,
  overrides: Partial<EventCreateInput> = {},
): Promise<EventAdmin> {
  return expectStatus(
    await t.api.call('POST', '/event/manage', moderator, eventBody(overrides)),
    201,
    eventAdminSchema,
  );
}

async function sidebar(token: string) {
  return t.api.read('/event/sidebar/active', token, eventSidebarListSchema);
}

/** A phone photo: camera model and GPS position in its EXIF. */
function phoneJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Private Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 2/1 3/1' },
    })
    .toBuffer();
}

function png(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function imageFile(content: Buffer, fileName = 'poster.png'): MultipartFile {
  return { field: 'file', fileName, contentType: 'image/png', content };
}

async function fileNamesOf(eventId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ file_name: eventImages.file_name })
    .from(eventImages)
    .where(eq(eventImages.event_id, eventId));
  return rows.map((row) => row.file_name);
}

const eventsFolder = () => path.join(t.env.dataDir, 'uploads', 'events');

describe(`the events board on ${testDriver}`, () => {
  it('needs a signed-in user to read and a moderator to manage: 401 and 403', async () => {
    const student = await createUser(t, { role: 'student' });
    const before = await t.database.db.select().from(events);
    expectProblem(await t.api.call('GET', '/event/sidebar/active'), 401);
    expectProblem(await t.api.call('GET', `/event/${unknownId}`), 401);
    expectProblem(await t.api.call('GET', `/event/${unknownId}/ics`), 401);
    expectProblem(await t.api.call('POST', '/event/manage', undefined, eventBody()), 401);
    const attempts: [Method, string, object?][] = [
      ['GET', '/event/manage'],
      ['GET', `/event/manage/${unknownId}`],
      ['POST', '/event/manage', eventBody()],
      ['PUT', `/event/manage/${unknownId}`, eventBody()],
      ['POST', `/event/manage/${unknownId}/activate`],
      ['POST', `/event/manage/${unknownId}/deactivate`],
      ['DELETE', `/event/manage/${unknownId}`],
      ['PUT', `/event/manage/${unknownId}/images/${unknownId}/cover`],
      ['DELETE', `/event/manage/${unknownId}/images/${unknownId}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await t.api.call(method, url, student.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expectProblem(response, 403, 'forbidden');
    }
    const image = await upload(
      unknownId,
      student.token,
      imageFile(await png({ r: 1, g: 2, b: 3 })),
    );
    expectProblem(image, 403, 'forbidden');
    expect(await t.database.db.select().from(events)).toEqual(before);
  });

  it('answers 400 naming each rule, and saves nothing', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
    ]);
    const before = await t.database.db.select().from(events);
    const response = await t.api.call('POST', '/event/manage', moderator.token, {
      event_name: 'ab',
      event_description: 'x'.repeat(4001),
      event_type: 'sports',
      event_location: '',
      status: 'draft',
      event_date_times: [
        { event_date: '2027-02-30', event_time: '25:00' },
        { event_date: '2027-03-01', event_time: '10:00' },
      ],
    });
    expect(fieldErrors(response)).toMatchObject({
      'body.event_name': 'event_name must be at least 3 characters',
      'body.event_description': 'must not exceed 4000 characters',
      'body.event_type': 'event_type must be one of academic, social, other',
      'body.event_location': 'event_location is required',
      'body.status': 'status must be one of active, inactive',
      'body.event_date_times.0.event_date': 'event_date must be a date (YYYY-MM-DD)',
      'body.event_date_times.0.event_time': 'event_time must be a time (HH:MM)',
    });

    const none = await t.api.call(
      'POST',
      '/event/manage',
      moderator.token,
      eventBody({ event_date_times: [] }),
    );
    expect(fieldErrors(none)).toMatchObject({
      'body.event_date_times': 'event_date_times must have at least 1 date and time',
    });
    const twice = campusDateTime(3 * dayMs);
    const repeated = await t.api.call(
      'POST',
      '/event/manage',
      moderator.token,
      eventBody({ event_date_times: [twice, twice] }),
    );
    expect(fieldErrors(repeated)).toMatchObject({
      'body.event_date_times': 'event_date_times must not repeat a date and time',
    });
    const many = Array.from({ length: 21 }, (_, index) => campusDateTime((index + 1) * dayMs));
    const tooMany = await t.api.call(
      'POST',
      '/event/manage',
      moderator.token,
      eventBody({ event_date_times: many }),
    );
    expect(fieldErrors(tooMany)).toMatchObject({
      'body.event_date_times': 'event_date_times must not have more than 20 items',
    });

    expect(
      expectProblem(await t.api.call('GET', '/event/not-an-id', student.token), 400),
    ).toMatchObject({
      errors: [{ field: 'path.event_id', message: 'Invalid ID' }],
    });
    expect(await t.database.db.select().from(events)).toEqual(before);
  });

  it('adds, edits (date-times replaced as a whole), lists, searches and deletes, audited', async () => {
    const [admin, moderator] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
    ]);
    // This test counts and orders the whole board, so it starts from an empty one.
    await t.database.db.delete(events);
    const fair = await create(moderator.token, {
      event_name: 'Bahar Şenliği',
      event_location: 'Çimenlik',
      event_description_tr: '  İşverenlerle tanışın.  ',
    });
    expect(fair).toMatchObject({
      event_name: 'Bahar Şenliği',
      status: 'active',
      event_description: 'Meet employers.\n<b>plain text</b>',
      event_description_tr: 'İşverenlerle tanışın.',
      images: [],
    });
    expect(await auditOf(t, 'event.created', fair.event_id)).toHaveLength(1);

    const later = [
      campusDateTime(20 * dayMs),
      campusDateTime(21 * dayMs),
      campusDateTime(22 * dayMs),
    ];
    const edited = await t.api.call('PUT', `/event/manage/${fair.event_id}`, admin.token, {
      ...eventBody({ event_name: 'Bahar Şenliği 2027', event_location: 'Çimenlik' }),
      event_date_times: [later[2], later[0], later[1]],
      event_description: '',
    });
    const after = expectStatus(edited, 200, eventAdminSchema);
    expect(after.event_date_times).toEqual(later);
    expect(after.event_description).toBeNull();
    expect(after.event_description_tr).toBeNull();
    const updateAudits = await auditOf(t, 'event.updated', fair.event_id);
    expect(updateAudits.map((audit) => audit.details)).toEqual([
      { changed: ['event_name', 'event_description', 'event_description_tr', 'event_date_times'] },
    ]);

    const other = await create(moderator.token, {
      event_name: 'Robotics Workshop',
      status: 'inactive',
    });
    const searched = await t.api.read(
      '/event/manage?q=SENLIGI',
      moderator.token,
      eventAdminPageSchema,
    );
    expect(searched.items.map((item) => item.event_id)).toEqual([fair.event_id]);
    const inactive = await t.api.read(
      '/event/manage?status=inactive&page_size=10',
      moderator.token,
      eventAdminPageSchema,
    );
    expect(inactive).toMatchObject({ page: 1, page_size: 10, total: 1 });
    expect(inactive.items[0]?.event_id).toBe(other.event_id);
    const all = await t.api.read(
      '/event/manage?page=1&page_size=10',
      moderator.token,
      eventAdminPageSchema,
    );
    expect(all.items.map((item) => item.event_id)).toEqual([other.event_id, fair.event_id]);
    expectProblem(await t.api.call('GET', '/event/manage?page_size=7', moderator.token), 400);

    expect(
      expectProblem(
        await t.api.call('PUT', `/event/manage/${unknownId}`, moderator.token, eventBody()),
        404,
      ),
    ).toMatchObject({ status: 404, detail: 'event not found' });

    expectStatus(
      await t.api.call('DELETE', `/event/manage/${other.event_id}`, moderator.token),
      204,
    );
    expectProblem(await t.api.call('GET', `/event/manage/${other.event_id}`, moderator.token), 404);
    expect(await auditOf(t, 'event.deleted', other.event_id)).toHaveLength(1);
    expectProblem(
      await t.api.call('DELETE', `/event/manage/${other.event_id}`, moderator.token),
      404,
    );
  });

  it('lists active events with a date and time from now on, earliest first, in the SPEC fields', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
    ]);
    // This test counts the upcoming events of the whole board, so it starts from an empty one.
    await t.database.db.delete(events);
    const soon = await createEvent(t, {
      event_name: 'Soon',
      event_date_times: [campusDateTime(2 * dayMs)],
    });
    const later = await createEvent(t, {
      event_name: 'Later, three times',
      event_type: 'social',
      event_date_times: [
        campusDateTime(-dayMs),
        campusDateTime(9 * dayMs),
        campusDateTime(5 * dayMs),
      ],
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
    expect(listed[1]?.event_date_times).toEqual([
      campusDateTime(5 * dayMs),
      campusDateTime(9 * dayMs),
    ]);

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

describe('event images', () => {
  it('stores uploads as WebP without EXIF, serves them publicly, keeps one cover', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
    ]);
    const event = await createEvent(t, { event_name: 'Photo Walk' });
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const first = await upload(event.event_id, moderator.token, {
      field: 'file',
      fileName: 'walk.jpg',
      contentType: 'image/jpeg',
      content: original,
    });
    const withOne = expectStatus(first, 201, eventAdminSchema);
    const cover = withOne.images[0];
    expect(withOne.images).toHaveLength(1);
    expect(cover?.image_type).toBe('cover');
    expect(cover?.image_url).toBe(
      `/api/event/image/${event.event_id}/${cover?.image_id ?? ''}.webp`,
    );
    expect(await auditOf(t, 'event.image_added', event.event_id)).toHaveLength(1);

    const served = await t.api.call('GET', (cover?.image_url ?? '').replace(/^\/api/, ''));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Private Phone'))).toBe(false);

    // A PNG with a script hidden after its end: accepted, and the hidden bytes are gone.
    const script = Buffer.from('<script>alert("x")</script>');
    const trailing = Buffer.concat([await png({ r: 10, g: 20, b: 30 }), script]);
    const second = await upload(event.event_id, moderator.token, imageFile(trailing));
    const gallery = expectStatus(second, 201, eventAdminSchema).images[1];
    expect(gallery?.image_type).toBe('gallery');
    const secondServed = await t.api.call(
      'GET',
      `/event/image/${event.event_id}/${gallery?.image_id ?? ''}.webp`,
    );
    expect(secondServed.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(secondServed.rawPayload).metadata()).format).toBe('webp');

    // A third one uploaded as the cover demotes the old cover.
    const third = await upload(
      event.event_id,
      moderator.token,
      imageFile(await png({ r: 0, g: 0, b: 255 })),
      { image_type: 'cover' },
    );
    const afterThird = expectStatus(third, 201, eventAdminSchema);
    const newCover = afterThird.images.find((image) => image.image_type === 'cover');
    expect(afterThird.images.filter((image) => image.image_type === 'cover')).toHaveLength(1);
    expect(newCover?.image_id).not.toBe(cover?.image_id);

    // Setting a cover demotes the old one.
    const set = await t.api.call(
      'PUT',
      `/event/manage/${event.event_id}/images/${gallery?.image_id ?? ''}/cover`,
      moderator.token,
    );
    const afterSet = expectStatus(set, 200, eventAdminSchema);
    expect(afterSet.images[0]).toMatchObject({ image_id: gallery?.image_id, image_type: 'cover' });
    expect(afterSet.images.filter((image) => image.image_type === 'cover')).toHaveLength(1);

    // The sidebar carries the images, the cover first.
    const listed = (await sidebar(student.token)).find((item) => item.event_id === event.event_id);
    expect(listed?.images.map((image) => image.image_type)).toEqual([
      'cover',
      'gallery',
      'gallery',
    ]);
    expect(listed?.images.map((image) => image.image_url)).toEqual(
      afterSet.images.map((image) => `/api/event/image/${event.event_id}/${image.image_id}.webp`),
    );
    expect(listed?.images.every((image) => image.image_url.endsWith('.webp'))).toBe(true);

    // Deleting the cover makes the first remaining image the cover; its file goes.
    const files = await fileNamesOf(event.event_id);
    expect(files).toHaveLength(3);
    const coverFile = (
      await t.database.db
        .select()
        .from(eventImages)
        .where(eq(eventImages.image_id, gallery?.image_id ?? unknownId))
    )[0]?.file_name;
    expect(coverFile !== undefined && existsSync(path.join(eventsFolder(), coverFile))).toBe(true);
    const deleted = await t.api.call(
      'DELETE',
      `/event/manage/${event.event_id}/images/${gallery?.image_id ?? ''}`,
      moderator.token,
    );
    const afterDelete = expectStatus(deleted, 200, eventAdminSchema);
    expect(afterDelete.images).toHaveLength(2);
    expect(afterDelete.images[0]).toMatchObject({ image_id: cover?.image_id, image_type: 'cover' });
    expect(existsSync(path.join(eventsFolder(), coverFile ?? 'x'))).toBe(false);
    expectProblem(
      await t.api.call('GET', `/event/image/${event.event_id}/${gallery?.image_id ?? ''}.webp`),
      404,
    );
    expect(await auditOf(t, 'event.image_deleted', event.event_id)).toHaveLength(1);
    expect(await auditOf(t, 'event.image_cover_set', event.event_id)).toHaveLength(1);

    // Deleting the event removes every file after the commit.
    expectStatus(
      await t.api.call('DELETE', `/event/manage/${event.event_id}`, moderator.token),
      204,
    );
    for (const name of files) expect(existsSync(path.join(eventsFolder(), name))).toBe(false);
  });

  it('refuses files too large, of the wrong type or not images at all, saving nothing', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const event = await createEvent(t, { event_name: 'Refusals' });
    const tooLarge = await upload(event.event_id, moderator.token, {
      field: 'file',
      fileName: 'huge.jpg',
      contentType: 'image/jpeg',
      content: Buffer.alloc(2 * 1024 * 1024 + 1, 7),
    });
    expect(expectProblem(tooLarge, 413).detail).toBe('The file is too large; the limit is 2 MB');

    const refusals: MultipartFile[] = [
      {
        field: 'file',
        fileName: 'poster.png',
        contentType: 'image/png',
        content: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      },
      {
        field: 'file',
        fileName: 'poster.svg',
        contentType: 'image/svg+xml',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
        ),
      },
      {
        field: 'file',
        fileName: 'poster.gif',
        contentType: 'image/gif',
        content: await sharp({
          create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 1, b: 1 } },
        })
          .gif()
          .toBuffer(),
      },
    ];
    for (const file of refusals) {
      const response = await upload(event.event_id, moderator.token, file);
      expect(response.statusCode, file.fileName).toBe(400);
      expect(fieldErrors(response)).toEqual({
        'body.file': 'file must be a PNG, JPG or WebP image',
      });
    }

    const missing = await upload(event.event_id, moderator.token, undefined, { note: 'no file' });
    expect(fieldErrors(missing)).toEqual({ 'body.file': 'file is required' });
    const badType = await upload(
      event.event_id,
      moderator.token,
      imageFile(await png({ r: 1, g: 1, b: 1 })),
      { image_type: 'banner' },
    );
    expect(fieldErrors(badType)).toEqual({
      'body.image_type': 'image_type must be one of cover, gallery',
    });
    const json = await t.api.call(
      'POST',
      `/event/manage/${event.event_id}/images`,
      moderator.token,
      { file: 'x' },
    );
    expectProblem(json, 415);
    const unknown = await upload(
      unknownId,
      moderator.token,
      imageFile(await png({ r: 1, g: 1, b: 1 })),
    );
    expectProblem(unknown, 404);

    expect(await fileNamesOf(event.event_id)).toEqual([]);
    const wrongImage = await t.api.call(
      'PUT',
      `/event/manage/${event.event_id}/images/${unknownId}/cover`,
      moderator.token,
    );
    expectProblem(wrongImage, 404);
    expectProblem(
      await t.api.call('GET', `/event/image/${event.event_id}/${unknownId}.webp`),
      404,
      'not_found',
    );
    expectProblem(await t.api.call('GET', `/event/image/${event.event_id}/passwd`), 400);
  });

  it('keeps at most 10 images an event (409 for the 11th, its file not kept)', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const event = await createEvent(t, { event_name: 'Gallery' });
    const picture = await png({ r: 9, g: 9, b: 9 });
    for (let index = 0; index < 10; index += 1) {
      expectStatus(await upload(event.event_id, moderator.token, imageFile(picture)), 201);
    }
    const before = (await readdir(eventsFolder())).length;
    const eleventh = await upload(event.event_id, moderator.token, imageFile(picture));
    expect(expectProblem(eleventh, 409).detail).toBe(
      'An event can have at most 10 images; delete one first',
    );
    expect((await readdir(eventsFolder())).length).toBe(before);
    expect(await fileNamesOf(event.event_id)).toHaveLength(10);
  });
});

describe('the waiting count', () => {
  const url = '/event/manage/waiting-count';

  it('answers moderators how many inactive events are upcoming, as the board counts them, and follows an activation', async () => {
    await expectQueueGuard(t, url, 'moderator');
    const moderator = await createUser(t, { role: 'moderator' });
    const board = '/event/manage?status=inactive&when=upcoming';
    const before = await readWaitingCount(t, url, moderator.token);
    expect(before).toBe(await readQueueTotal(t, board, moderator.token));
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

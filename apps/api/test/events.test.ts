import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  eventAdminPageSchema,
  eventAdminSchema,
  eventDetailSchema,
  eventSidebarListSchema,
  problemSchema,
  type EventAdmin,
  type EventCreateInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { eventImages, events } from '../src/features/events/events.tables';
import { createEventsService } from '../src/features/events/events.service';
import { createFileStore } from '../src/platform/file-store';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { multipartBody, type MultipartFile } from './support/multipart';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let student: string;

const unknownId = '00000000-0000-4000-8000-000000000000';
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  [admin, moderator, student] = await Promise.all([
    signedInWithRole(context, mail, 'admin').then((account) => account.token),
    signedInWithRole(context, mail, 'moderator').then((account) => account.token),
    registerVerifiedUser(context.app, mail).then((account) => account.login.access_token),
  ]);
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

function upload(
  eventId: string,
  token: string | undefined,
  file: MultipartFile | undefined,
  fields: Record<string, string> = {},
) {
  const body = multipartBody(fields, file);
  return context.app.inject({
    method: 'POST',
    url: `/api/event/manage/${eventId}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...(token === undefined ? {} : bearer(token)) },
    remoteAddress: nextClientAddress(),
  });
}

const istanbulClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The university's local date and time this many milliseconds from now. */
function istanbul(offsetMs: number): { event_date: string; event_time: string } {
  const parts = Object.fromEntries(
    istanbulClock.formatToParts(new Date(Date.now() + offsetMs)).map((p) => [p.type, p.value]),
  );
  return {
    event_date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`,
    event_time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
  };
}

function eventBody(overrides: Partial<EventCreateInput> = {}): EventCreateInput {
  return {
    event_name: 'Spring Career Fair',
    event_description: 'Meet employers.\n<b>plain text</b>',
    event_type: 'academic',
    event_location: 'Main Hall',
    event_date_times: [istanbul(10 * dayMs)],
    ...overrides,
  };
}

async function create(overrides: Partial<EventCreateInput> = {}): Promise<EventAdmin> {
  const response = await call('POST', '/event/manage', moderator, eventBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return eventAdminSchema.parse(response.json());
}

async function sidebar() {
  const response = await call('GET', '/event/sidebar/active', student);
  expect(response.statusCode, response.body).toBe(200);
  return eventSidebarListSchema.parse(response.json());
}

async function auditOf(action: string, targetId: string) {
  return context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
}

function fieldMessages(body: unknown): Record<string, string> {
  const problem = problemSchema.parse(body);
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
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
  const rows = await context.database.db
    .select({ file_name: eventImages.file_name })
    .from(eventImages)
    .where(eq(eventImages.event_id, eventId));
  return rows.map((row) => row.file_name);
}

const eventsFolder = () => path.join(context.env.dataDir, 'uploads', 'events');

describe(`the events board on ${testDriver}`, () => {
  it('needs a signed-in user to read and a moderator to manage: 401 and 403', async () => {
    expect((await call('GET', '/event/sidebar/active', undefined)).statusCode).toBe(401);
    expect((await call('GET', `/event/${unknownId}`, undefined)).statusCode).toBe(401);
    expect((await call('GET', `/event/${unknownId}/ics`, undefined)).statusCode).toBe(401);
    expect((await call('POST', '/event/manage', undefined, eventBody())).statusCode).toBe(401);
    const attempts: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
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
      const response = await call(method, url, student, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(problemSchema.parse(response.json()).code).toBe('forbidden');
    }
    const image = await upload(unknownId, student, imageFile(await png({ r: 1, g: 2, b: 3 })));
    expect(image.statusCode).toBe(403);
    expect(await context.database.db.select().from(events)).toEqual([]);
  });

  it('answers 400 naming each rule, and saves nothing', async () => {
    const response = await call('POST', '/event/manage', moderator, {
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
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toMatchObject({
      'body.event_name': 'event_name must be at least 3 characters',
      'body.event_description': 'must not exceed 4000 characters',
      'body.event_type': 'event_type must be one of academic, social, other',
      'body.event_location': 'event_location is required',
      'body.status': 'status must be one of active, inactive',
      'body.event_date_times.0.event_date': 'event_date must be a date (YYYY-MM-DD)',
      'body.event_date_times.0.event_time': 'event_time must be a time (HH:MM)',
    });

    const none = await call(
      'POST',
      '/event/manage',
      moderator,
      eventBody({ event_date_times: [] }),
    );
    expect(fieldMessages(none.json())).toMatchObject({
      'body.event_date_times': 'event_date_times must have at least 1 date and time',
    });
    const twice = istanbul(3 * dayMs);
    const repeated = await call(
      'POST',
      '/event/manage',
      moderator,
      eventBody({ event_date_times: [twice, twice] }),
    );
    expect(fieldMessages(repeated.json())).toMatchObject({
      'body.event_date_times': 'event_date_times must not repeat a date and time',
    });
    const many = Array.from({ length: 21 }, (_, index) => istanbul((index + 1) * dayMs));
    const tooMany = await call(
      'POST',
      '/event/manage',
      moderator,
      eventBody({ event_date_times: many }),
    );
    expect(fieldMessages(tooMany.json())).toMatchObject({
      'body.event_date_times': 'event_date_times must not have more than 20 items',
    });

    expect((await call('GET', '/event/not-an-id', student)).statusCode).toBe(400);
    expect(
      problemSchema.parse((await call('GET', '/event/not-an-id', student)).json()),
    ).toMatchObject({
      errors: [{ field: 'path.event_id', message: 'Invalid ID' }],
    });
    expect(await context.database.db.select().from(events)).toEqual([]);
  });

  it('adds, edits (date-times replaced as a whole), lists, searches and deletes, audited', async () => {
    const fair = await create({ event_name: 'Bahar Şenliği', event_location: 'Çimenlik' });
    expect(fair).toMatchObject({
      event_name: 'Bahar Şenliği',
      status: 'active',
      event_description: 'Meet employers.\n<b>plain text</b>',
      images: [],
    });
    expect((await auditOf('event.created', fair.event_id)).length).toBe(1);

    const later = [istanbul(20 * dayMs), istanbul(21 * dayMs), istanbul(22 * dayMs)];
    const edited = await call('PUT', `/event/manage/${fair.event_id}`, admin, {
      ...eventBody({ event_name: 'Bahar Şenliği 2027', event_location: 'Çimenlik' }),
      event_date_times: [later[2], later[0], later[1]],
      event_description: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = eventAdminSchema.parse(edited.json());
    expect(after.event_date_times).toEqual(later);
    expect(after.event_description).toBeNull();
    const [updateAudit] = await auditOf('event.updated', fair.event_id);
    expect(updateAudit?.details).toEqual({
      changed: ['event_name', 'event_description', 'event_date_times'],
    });

    const other = await create({ event_name: 'Robotics Workshop', status: 'inactive' });
    const searched = eventAdminPageSchema.parse(
      (await call('GET', '/event/manage?q=SENLIGI', moderator)).json(),
    );
    expect(searched.items.map((item) => item.event_id)).toEqual([fair.event_id]);
    const inactive = eventAdminPageSchema.parse(
      (await call('GET', '/event/manage?status=inactive&page_size=10', moderator)).json(),
    );
    expect(inactive).toMatchObject({ page: 1, page_size: 10, total: 1 });
    expect(inactive.items[0]?.event_id).toBe(other.event_id);
    const all = eventAdminPageSchema.parse(
      (await call('GET', '/event/manage?page=1&page_size=10', moderator)).json(),
    );
    expect(all.items[0]?.event_id).toBe(other.event_id);
    expect((await call('GET', '/event/manage?page_size=7', moderator)).statusCode).toBe(400);

    expect(
      (await call('PUT', `/event/manage/${unknownId}`, moderator, eventBody())).json(),
    ).toMatchObject({ status: 404, detail: 'event not found' });

    const removed = await call('DELETE', `/event/manage/${other.event_id}`, moderator);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/event/manage/${other.event_id}`, moderator)).statusCode).toBe(404);
    expect((await auditOf('event.deleted', other.event_id)).length).toBe(1);
    expect((await call('DELETE', `/event/manage/${other.event_id}`, moderator)).statusCode).toBe(
      404,
    );
    await call('DELETE', `/event/manage/${fair.event_id}`, moderator);
  });

  it('lists active events with a date and time from now on, earliest first, in the SPEC fields', async () => {
    const soon = await create({ event_name: 'Soon', event_date_times: [istanbul(2 * dayMs)] });
    const later = await create({
      event_name: 'Later, three times',
      event_type: 'social',
      event_date_times: [istanbul(-dayMs), istanbul(9 * dayMs), istanbul(5 * dayMs)],
    });
    const past = await create({ event_name: 'Past', event_date_times: [istanbul(-2 * dayMs)] });
    const justGone = await create({
      event_name: 'Just gone',
      event_date_times: [istanbul(-3 * 60_000)],
    });
    const hidden = await create({ event_name: 'Hidden', status: 'inactive' });

    const listed = await sidebar();
    expect(listed.map((event) => event.event_name)).toEqual(['Soon', 'Later, three times']);
    expect(Object.keys(listed[1] ?? {}).sort()).toEqual([
      'event_date_times',
      'event_id',
      'event_location',
      'event_name',
      'event_type',
      'images',
    ]);
    expect(listed[1]?.event_date_times).toEqual([istanbul(5 * dayMs), istanbul(9 * dayMs)]);

    const service = createEventsService({
      db: context.database.db,
      files: createFileStore(path.join(context.env.dataDir, 'uploads')),
      appUrl: context.env.appUrl,
    });
    expect(await service.countUpcomingActive()).toBe(2);

    const deactivated = await call('POST', `/event/manage/${soon.event_id}/deactivate`, moderator);
    expect(eventAdminSchema.parse(deactivated.json()).status).toBe('inactive');
    expect((await auditOf('event.deactivated', soon.event_id)).length).toBe(1);
    expect((await sidebar()).map((event) => event.event_id)).toEqual([later.event_id]);
    expect(await service.countUpcomingActive()).toBe(1);

    // Readers: inactive events are not found, except by moderators.
    const asStudent = await call('GET', `/event/${soon.event_id}`, student);
    expect(asStudent.statusCode).toBe(404);
    expect(problemSchema.parse(asStudent.json()).detail).toBe('event not found');
    expect((await call('GET', `/event/${soon.event_id}`, moderator)).statusCode).toBe(200);
    const read = await call('GET', `/event/${past.event_id}`, student);
    expect(eventDetailSchema.parse(read.json())).toMatchObject({
      event_name: 'Past',
      status: 'active',
      event_description: 'Meet employers.\n<b>plain text</b>',
    });
    expect((await call('GET', `/event/${unknownId}`, student)).statusCode).toBe(404);

    await call('POST', `/event/manage/${soon.event_id}/activate`, moderator);
    expect((await sidebar()).map((event) => event.event_id)).toEqual([
      soon.event_id,
      later.event_id,
    ]);
    for (const event of [soon, later, past, justGone, hidden]) {
      await call('DELETE', `/event/manage/${event.event_id}`, moderator);
    }
  });

  it('filters the board by when: upcoming has a date and time from now on, past has none', async () => {
    const waiting = await create({
      event_name: 'Waiting to be published',
      status: 'inactive',
      event_date_times: [istanbul(-dayMs), istanbul(4 * dayMs)],
    });
    const soonHidden = await create({
      event_name: 'Hidden, in a few minutes',
      status: 'inactive',
      event_date_times: [istanbul(5 * 60_000)],
    });
    const forgotten = await create({
      event_name: 'Hidden and over',
      status: 'inactive',
      event_date_times: [istanbul(-2 * dayMs)],
    });
    const running = await create({ event_name: 'Running', event_date_times: [istanbul(dayMs)] });
    const finished = await create({
      event_name: 'Finished',
      event_date_times: [istanbul(-3 * dayMs), istanbul(-3 * 60_000)],
    });

    async function board(search: string) {
      const response = await call('GET', `/event/manage?${search}`, moderator);
      expect(response.statusCode, response.body).toBe(200);
      const page = eventAdminPageSchema.parse(response.json());
      return { total: page.total, ids: page.items.map((item) => item.event_id).sort() };
    }
    const ids = (...list: EventAdmin[]) => list.map((event) => event.event_id).sort();

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
    await call('POST', `/event/manage/${waiting.event_id}/activate`, moderator);
    expect(await board('status=inactive&when=upcoming')).toEqual({
      total: 1,
      ids: ids(soonHidden),
    });
    expect(await board('status=active&when=upcoming')).toEqual({
      total: 2,
      ids: ids(waiting, running),
    });

    for (const value of ['soon', 'UPCOMING']) {
      const invalid = await call('GET', `/event/manage?when=${value}`, moderator);
      expect(invalid.statusCode, value).toBe(400);
      expect(fieldMessages(invalid.json())).toEqual({
        'query.when': 'when must be one of upcoming, past',
      });
    }

    for (const event of [waiting, soonHidden, forgotten, running, finished]) {
      await call('DELETE', `/event/manage/${event.event_id}`, moderator);
    }
  });

  it('downloads a calendar file: one VEVENT per date and time, escaped and folded', async () => {
    const event = await create({
      event_name: 'Talk; AI, ethics \\ law',
      event_description: `Line one\nLine two, with ${'long words '.repeat(10)}ğüşİ`,
      event_date_times: [
        { event_date: '2027-03-15', event_time: '14:30' },
        { event_date: '2027-03-16', event_time: '23:00' },
      ],
    });
    const response = await call('GET', `/event/${event.event_id}/ics`, student);
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

    await call('POST', `/event/manage/${event.event_id}/deactivate`, moderator);
    expect((await call('GET', `/event/${event.event_id}/ics`, student)).statusCode).toBe(404);
    await call('DELETE', `/event/manage/${event.event_id}`, moderator);
  });
});

describe('event images', () => {
  it('stores uploads as WebP without EXIF, serves them publicly, keeps one cover', async () => {
    const event = await create({ event_name: 'Photo Walk' });
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const first = await upload(event.event_id, moderator, {
      field: 'file',
      fileName: 'walk.jpg',
      contentType: 'image/jpeg',
      content: original,
    });
    expect(first.statusCode, first.body).toBe(201);
    const withOne = eventAdminSchema.parse(first.json());
    const cover = withOne.images[0];
    expect(withOne.images).toHaveLength(1);
    expect(cover?.image_type).toBe('cover');
    expect(cover?.image_url).toBe(
      `/api/event/image/${event.event_id}/${cover?.image_id ?? ''}.webp`,
    );
    expect((await auditOf('event.image_added', event.event_id)).length).toBe(1);

    const served = await call('GET', (cover?.image_url ?? '').replace(/^\/api/, ''), undefined);
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
    const second = await upload(event.event_id, moderator, imageFile(trailing));
    expect(second.statusCode, second.body).toBe(201);
    const gallery = eventAdminSchema.parse(second.json()).images[1];
    expect(gallery?.image_type).toBe('gallery');
    const secondServed = await call(
      'GET',
      `/event/image/${event.event_id}/${gallery?.image_id ?? ''}.webp`,
      undefined,
    );
    expect(secondServed.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(secondServed.rawPayload).metadata()).format).toBe('webp');

    // A third one uploaded as the cover demotes the old cover.
    const third = await upload(
      event.event_id,
      moderator,
      imageFile(await png({ r: 0, g: 0, b: 255 })),
      {
        image_type: 'cover',
      },
    );
    const afterThird = eventAdminSchema.parse(third.json());
    const newCover = afterThird.images.find((image) => image.image_type === 'cover');
    expect(afterThird.images.filter((image) => image.image_type === 'cover')).toHaveLength(1);
    expect(newCover?.image_id).not.toBe(cover?.image_id);

    // Setting a cover demotes the old one.
    const set = await call(
      'PUT',
      `/event/manage/${event.event_id}/images/${gallery?.image_id ?? ''}/cover`,
      moderator,
    );
    expect(set.statusCode).toBe(200);
    const afterSet = eventAdminSchema.parse(set.json());
    expect(afterSet.images[0]).toMatchObject({ image_id: gallery?.image_id, image_type: 'cover' });
    expect(afterSet.images.filter((image) => image.image_type === 'cover')).toHaveLength(1);

    // The sidebar carries the images, the cover first.
    const listed = (await sidebar()).find((item) => item.event_id === event.event_id);
    expect(listed?.images.map((image) => image.image_type)).toEqual([
      'cover',
      'gallery',
      'gallery',
    ]);
    expect(listed?.images.every((image) => image.image_url.endsWith('.webp'))).toBe(true);

    // Deleting the cover makes the first remaining image the cover; its file goes.
    const files = await fileNamesOf(event.event_id);
    const coverFile = (
      await context.database.db
        .select()
        .from(eventImages)
        .where(eq(eventImages.image_id, gallery?.image_id ?? unknownId))
    )[0]?.file_name;
    expect(coverFile !== undefined && existsSync(path.join(eventsFolder(), coverFile))).toBe(true);
    const deleted = await call(
      'DELETE',
      `/event/manage/${event.event_id}/images/${gallery?.image_id ?? ''}`,
      moderator,
    );
    expect(deleted.statusCode).toBe(200);
    const afterDelete = eventAdminSchema.parse(deleted.json());
    expect(afterDelete.images).toHaveLength(2);
    expect(afterDelete.images[0]).toMatchObject({ image_id: cover?.image_id, image_type: 'cover' });
    expect(existsSync(path.join(eventsFolder(), coverFile ?? 'x'))).toBe(false);
    expect(
      (
        await call(
          'GET',
          `/event/image/${event.event_id}/${gallery?.image_id ?? ''}.webp`,
          undefined,
        )
      ).statusCode,
    ).toBe(404);
    expect((await auditOf('event.image_deleted', event.event_id)).length).toBe(1);
    expect((await auditOf('event.image_cover_set', event.event_id)).length).toBe(1);

    // Deleting the event removes every file after the commit.
    expect((await call('DELETE', `/event/manage/${event.event_id}`, moderator)).statusCode).toBe(
      204,
    );
    for (const name of files) expect(existsSync(path.join(eventsFolder(), name))).toBe(false);
  });

  it('refuses files too large, of the wrong type or not images at all, saving nothing', async () => {
    const event = await create({ event_name: 'Refusals' });
    const tooLarge = await upload(event.event_id, moderator, {
      field: 'file',
      fileName: 'huge.jpg',
      contentType: 'image/jpeg',
      content: Buffer.alloc(2 * 1024 * 1024 + 1, 7),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(problemSchema.parse(tooLarge.json()).detail).toBe(
      'The file is too large; the limit is 2 MB',
    );

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
      const response = await upload(event.event_id, moderator, file);
      expect(response.statusCode, file.fileName).toBe(400);
      expect(fieldMessages(response.json())).toEqual({
        'body.file': 'file must be a PNG, JPG or WebP image',
      });
    }

    const missing = await upload(event.event_id, moderator, undefined, { note: 'no file' });
    expect(fieldMessages(missing.json())).toEqual({ 'body.file': 'file is required' });
    const badType = await upload(
      event.event_id,
      moderator,
      imageFile(await png({ r: 1, g: 1, b: 1 })),
      {
        image_type: 'banner',
      },
    );
    expect(fieldMessages(badType.json())).toEqual({
      'body.image_type': 'image_type must be one of cover, gallery',
    });
    const json = await call('POST', `/event/manage/${event.event_id}/images`, moderator, {
      file: 'x',
    });
    expect(json.statusCode).toBe(415);
    const unknown = await upload(unknownId, moderator, imageFile(await png({ r: 1, g: 1, b: 1 })));
    expect(unknown.statusCode).toBe(404);

    expect(await fileNamesOf(event.event_id)).toEqual([]);
    const wrongImage = await call(
      'PUT',
      `/event/manage/${event.event_id}/images/${unknownId}/cover`,
      moderator,
    );
    expect(wrongImage.statusCode).toBe(404);
    expect(
      (await call('GET', `/event/image/${event.event_id}/${unknownId}.webp`, undefined)).json(),
    ).toMatchObject({ status: 404, code: 'not_found' });
    expect((await call('GET', `/event/image/${event.event_id}/passwd`, undefined)).statusCode).toBe(
      400,
    );
    await call('DELETE', `/event/manage/${event.event_id}`, moderator);
  });

  it('keeps at most 10 images an event (409 for the 11th, its file not kept)', async () => {
    const event = await create({ event_name: 'Gallery' });
    const picture = await png({ r: 9, g: 9, b: 9 });
    for (let index = 0; index < 10; index += 1) {
      expect((await upload(event.event_id, moderator, imageFile(picture))).statusCode).toBe(201);
    }
    const before = (await readdir(eventsFolder())).length;
    const eleventh = await upload(event.event_id, moderator, imageFile(picture));
    expect(eleventh.statusCode).toBe(409);
    expect(problemSchema.parse(eleventh.json()).detail).toBe(
      'An event can have at most 10 images; delete one first',
    );
    expect((await readdir(eventsFolder())).length).toBe(before);
    expect(await fileNamesOf(event.event_id)).toHaveLength(10);
    await call('DELETE', `/event/manage/${event.event_id}`, moderator);
  });
});

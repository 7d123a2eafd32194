import { describe, expect, it } from 'vitest';
import {
  eventAdminPageSchema,
  eventAdminSchema,
  type EventAdmin,
  type EventCreateInput,
} from '@campus/contracts';
import { events } from '../src/features/events/events.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { campusDateTime } from './support/factories/events';
import { expectProblem, expectStatus, fieldErrors, type Method, unknownId } from './support/http';
import { createEventHelpers, dayMs, imageFile, png } from './support/events';

const t = useTestApp();
const { upload } = createEventHelpers(t);

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
});

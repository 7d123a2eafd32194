import {
  eventPolicy,
  type EventAdmin,
  type EventAdminListQuery,
  type EventAdminPage,
  type EventCreateBody,
  type EventDateTime,
  type EventDetail,
  type EventSidebarItem,
  type EventStatus,
  type EventUpdateBody,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { pickFields } from '../../platform/pick-fields';
import { ignoreSourceChange, type SourceChanged } from '../../platform/indexed-documents';
import type { FileStore } from '../../platform/file-store';
import { localMoment } from './campus-clock';
import {
  changeEvent,
  imageOf,
  noSuchEvent,
  readEventDetail,
  readEventDetails,
} from './event-details';
import { createEventImages } from './event-images';
import { buildCalendar } from './events.calendar';
import { createEventsRepository, type EventValues } from './events.repository';
import { pageOf } from '../../platform/wire-page';

/** The drawer lists at most this many upcoming events. */
export const sidebarLimit = 50;

const writableFields = [
  'event_name',
  'event_description',
  'event_description_tr',
  'event_type',
  'event_location',
] as const satisfies readonly (keyof EventValues)[];

function valuesOf(body: EventUpdateBody): EventValues {
  return pickFields(body, writableFields);
}

function sameDateTimes(left: readonly EventDateTime[], right: readonly EventDateTime[]): boolean {
  const key = (value: EventDateTime) => `${value.event_date} ${value.event_time}`;
  const sorted = (list: readonly EventDateTime[]) => list.map(key).sort().join('|');
  return sorted(left) === sorted(right);
}

export interface EventsServiceDependencies {
  db: Database;
  files: FileStore;
  /** The app's address, for the links in calendar files. */
  appUrl: string;
  /** The clock; tests may fix it. */
  now?: () => Date;
  /** The assistant's index follows each change of an event. */
  sourceChanged?: SourceChanged;
}

/**
 * The events board: moderators manage events and their images (audited in
 * the same transaction; the images in event-images.ts); signed-in people
 * read the active ones.
 */
export function createEventsService({
  db,
  files,
  appUrl,
  now = () => new Date(),
  sourceChanged = ignoreSourceChange,
}: EventsServiceDependencies) {
  const reader = createEventsRepository(db);

  /** An event a signed-in person may read (`eventPolicy`): inactive ones only for moderators. */
  async function readable(eventId: string, viewer: AuthUser): Promise<EventAdmin> {
    const row = await reader.findEvent(eventId);
    if (row === undefined || !eventPolicy.mayRead(row, viewer.role)) throw noSuchEvent();
    return readEventDetail(db, row);
  }

  async function setStatus(
    eventId: string,
    status: EventStatus,
    actor: AuthUser,
  ): Promise<EventAdmin> {
    return changeEvent(db, eventId, async (repository, before, transaction) => {
      const row = before.status === status ? before : await repository.setStatus(eventId, status);
      if (row === undefined) throw noSuchEvent();
      if (before.status !== status) {
        await recordRowAudit(
          transaction,
          actor.userId,
          status === 'active' ? 'event.activated' : 'event.deactivated',
          eventId,
        );
        await sourceChanged(transaction, 'event', eventId);
      }
      return readEventDetail(transaction, row);
    });
  }

  return {
    /** SPEC section 7: active events with a date and time from now on, earliest first. */
    async sidebar(): Promise<EventSidebarItem[]> {
      const moment = localMoment(now());
      const rows = await reader.findUpcomingActive(moment, sidebarLimit);
      const ids = rows.map((row) => row.event_id);
      const [dateTimes, images] = await Promise.all([
        reader.dateTimesOf(ids, moment),
        reader.imagesOf(ids),
      ]);
      return rows.map((row) => ({
        event_id: row.event_id,
        event_name: row.event_name,
        event_type: row.event_type,
        event_location: row.event_location,
        event_date_times: dateTimes.get(row.event_id) ?? [],
        images: (images.get(row.event_id) ?? []).map(imageOf),
      }));
    },

    /** How many active events have a date and time from now on (the home page's count). */
    async countUpcomingActive(): Promise<number> {
      return reader.countUpcoming('active', localMoment(now()));
    },

    /** How many inactive events have a date and time from now on: those waiting to be published. */
    async countWaiting(): Promise<number> {
      return reader.countUpcoming('inactive', localMoment(now()));
    },

    async find(eventId: string, viewer: AuthUser): Promise<EventDetail> {
      return readable(eventId, viewer);
    },

    /** The event as an iCalendar file, with its file name. */
    async calendar(
      eventId: string,
      viewer: AuthUser,
    ): Promise<{ content: string; fileName: string }> {
      const event = await readable(eventId, viewer);
      const content = buildCalendar(
        { ...event, url: new URL(`/event/${eventId}`, appUrl).toString() },
        now(),
      );
      const slug =
        event.event_name
          .normalize('NFKD')
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s+/g, '-')
          .toLowerCase()
          .slice(0, 60) || 'event';
      return { content, fileName: `${slug}.ics` };
    },

    /** The board's page; `when` compares with the university's wall clock now. */
    async list(query: EventAdminListQuery): Promise<EventAdminPage> {
      const { rows, total } = await reader.findPage({ ...query, moment: localMoment(now()) });
      return pageOf(await readEventDetails(db, rows), query, total);
    },

    async get(eventId: string): Promise<EventAdmin> {
      const row = await reader.findEvent(eventId);
      if (row === undefined) throw noSuchEvent();
      return readEventDetail(db, row);
    },

    async create(body: EventCreateBody, actor: AuthUser): Promise<EventAdmin> {
      return db.transaction(async (transaction) => {
        const repository = createEventsRepository(transaction);
        const row = await repository.insertEvent({
          ...valuesOf(body),
          status: body.status,
          created_by: actor.userId,
        });
        await repository.replaceDateTimes(row.event_id, body.event_date_times);
        await recordRowAudit(transaction, actor.userId, 'event.created', row.event_id, {
          event_type: row.event_type,
          status: row.status,
          date_times: body.event_date_times.length,
        });
        await sourceChanged(transaction, 'event', row.event_id);
        return readEventDetail(transaction, row);
      });
    },

    async update(eventId: string, body: EventUpdateBody, actor: AuthUser): Promise<EventAdmin> {
      const values = valuesOf(body);
      return changeEvent(db, eventId, async (repository, before, transaction) => {
        const oldDateTimes = (await repository.dateTimesOf([eventId])).get(eventId) ?? [];
        const row = await repository.updateEvent(eventId, values);
        if (row === undefined) throw noSuchEvent();
        await repository.replaceDateTimes(eventId, body.event_date_times);
        const changed: string[] = writableFields.filter(
          (field) => (before[field] ?? null) !== (values[field] ?? null),
        );
        if (!sameDateTimes(oldDateTimes, body.event_date_times)) changed.push('event_date_times');
        await recordRowAudit(transaction, actor.userId, 'event.updated', eventId, { changed });
        await sourceChanged(transaction, 'event', eventId);
        return readEventDetail(transaction, row);
      });
    },

    async activate(eventId: string, actor: AuthUser): Promise<EventAdmin> {
      return setStatus(eventId, 'active', actor);
    },

    async deactivate(eventId: string, actor: AuthUser): Promise<EventAdmin> {
      return setStatus(eventId, 'inactive', actor);
    },

    /** Deletes the event; its image files go once the deletion has committed. */
    async remove(eventId: string, actor: AuthUser): Promise<void> {
      const removed = await db.transaction(async (transaction) => {
        const deleted = await createEventsRepository(transaction).deleteEvent(eventId);
        if (deleted === undefined) throw noSuchEvent();
        await recordRowAudit(transaction, actor.userId, 'event.deleted', eventId, {
          event_type: deleted.row.event_type,
          images: deleted.files.length,
        });
        await sourceChanged(transaction, 'event', eventId);
        return deleted.files;
      });
      await Promise.all(removed.map((name) => files.remove('events', name)));
    },

    ...createEventImages({ db, files }),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

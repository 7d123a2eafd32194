import {
  eventImagePath,
  eventLimits,
  campusTimeZone,
  type EventAdmin,
  type EventAdminListQuery,
  type EventAdminPage,
  type EventCreateBody,
  type EventDateTime,
  type EventDetail,
  type EventImage,
  type EventImageType,
  type EventSidebarItem,
  type EventStatus,
  type EventUpdateBody,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { ignoreSourceChange, type SourceChanged } from '../../platform/indexed-documents';
import type { FileStore } from '../../platform/file-store';
import { reencodeImage } from '../../platform/uploads';
import { buildCalendar } from './events.calendar';
import { createEventsRepository, type EventValues, type LocalMoment } from './events.repository';
import type { EventImageRow, EventRow } from './events.tables';

/** The drawer lists at most this many upcoming events. */
export const sidebarLimit = 50;

const localClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: campusTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The university's wall clock at an instant (event times are local to Europe/Istanbul). */
export function localMoment(at: Date): LocalMoment {
  const parts = Object.fromEntries(
    localClock.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`,
    time: `${parts.hour ?? ''}:${parts.minute ?? ''}:${parts.second ?? ''}`,
  };
}

const writableFields = [
  'event_name',
  'event_description',
  'event_description_tr',
  'event_type',
  'event_location',
] as const satisfies readonly (keyof EventValues)[];

function valuesOf(body: EventUpdateBody): EventValues {
  return {
    event_name: body.event_name,
    event_description: body.event_description,
    event_description_tr: body.event_description_tr,
    event_type: body.event_type,
    event_location: body.event_location,
  };
}

function sameDateTimes(left: readonly EventDateTime[], right: readonly EventDateTime[]): boolean {
  const key = (value: EventDateTime) => `${value.event_date} ${value.event_time}`;
  const sorted = (list: readonly EventDateTime[]) => list.map(key).sort().join('|');
  return sorted(left) === sorted(right);
}

function imageOf(row: EventImageRow): EventImage {
  return {
    image_type: row.image_type,
    image_id: row.image_id,
    image_url: `/api/${eventImagePath(row.event_id, row.image_id)}`,
  };
}

const noSuchEvent = () => AppError.notFound('event not found');
const noSuchImage = () => AppError.notFound('There is no such image of this event');

function isModerator(user: AuthUser): boolean {
  return user.role === 'admin' || user.role === 'moderator';
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
 * the same transaction); signed-in people read the active ones.
 */
export function createEventsService({
  db,
  files,
  appUrl,
  now = () => new Date(),
  sourceChanged = ignoreSourceChange,
}: EventsServiceDependencies) {
  const reader = createEventsRepository(db);

  async function detailsOf(
    rows: readonly EventRow[],
    executor: Executor = db,
  ): Promise<EventAdmin[]> {
    const repository = createEventsRepository(executor);
    const ids = rows.map((row) => row.event_id);
    const [dateTimes, images] = await Promise.all([
      repository.dateTimesOf(ids),
      repository.imagesOf(ids),
    ]);
    return rows.map((row) => ({
      event_id: row.event_id,
      event_name: row.event_name,
      event_description: row.event_description,
      event_description_tr: row.event_description_tr,
      event_type: row.event_type,
      event_location: row.event_location,
      status: row.status,
      event_date_times: dateTimes.get(row.event_id) ?? [],
      images: (images.get(row.event_id) ?? []).map(imageOf),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }));
  }

  async function detailOf(row: EventRow, executor: Executor = db): Promise<EventAdmin> {
    const [detail] = await detailsOf([row], executor);
    if (detail === undefined) throw noSuchEvent();
    return detail;
  }

  /** An event a signed-in person may read: inactive ones only for moderators. */
  async function readable(eventId: string, viewer: AuthUser): Promise<EventAdmin> {
    const row = await reader.findEvent(eventId);
    if (row === undefined || (row.status !== 'active' && !isModerator(viewer))) {
      throw noSuchEvent();
    }
    return detailOf(row);
  }

  /** Runs a change of one event in a transaction with its row locked; 404 when it is gone. */
  async function changing<T>(
    eventId: string,
    change: (
      repository: ReturnType<typeof createEventsRepository>,
      before: EventRow,
      transaction: Executor,
    ) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (transaction) => {
      const repository = createEventsRepository(transaction);
      const before = await repository.findEvent(eventId, true);
      if (before === undefined) throw noSuchEvent();
      return change(repository, before, transaction);
    });
  }

  async function setStatus(
    eventId: string,
    status: EventStatus,
    actor: AuthUser,
  ): Promise<EventAdmin> {
    return changing(eventId, async (repository, before, transaction) => {
      const row = before.status === status ? before : await repository.setStatus(eventId, status);
      if (row === undefined) throw noSuchEvent();
      if (before.status !== status) {
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: status === 'active' ? 'event.activated' : 'event.deactivated',
          targetType: 'event',
          targetId: eventId,
        });
        await sourceChanged(transaction, 'event', eventId);
      }
      return detailOf(row, transaction);
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
      return reader.countUpcomingActive(localMoment(now()));
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
      return {
        items: await detailsOf(rows),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async get(eventId: string): Promise<EventAdmin> {
      const row = await reader.findEvent(eventId);
      if (row === undefined) throw noSuchEvent();
      return detailOf(row);
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
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'event.created',
          targetType: 'event',
          targetId: row.event_id,
          details: {
            event_type: row.event_type,
            status: row.status,
            date_times: body.event_date_times.length,
          },
        });
        await sourceChanged(transaction, 'event', row.event_id);
        return detailOf(row, transaction);
      });
    },

    async update(eventId: string, body: EventUpdateBody, actor: AuthUser): Promise<EventAdmin> {
      const values = valuesOf(body);
      return changing(eventId, async (repository, before, transaction) => {
        const oldDateTimes = (await repository.dateTimesOf([eventId])).get(eventId) ?? [];
        const row = await repository.updateEvent(eventId, values);
        if (row === undefined) throw noSuchEvent();
        await repository.replaceDateTimes(eventId, body.event_date_times);
        const changed: string[] = writableFields.filter(
          (field) => (before[field] ?? null) !== (values[field] ?? null),
        );
        if (!sameDateTimes(oldDateTimes, body.event_date_times)) changed.push('event_date_times');
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'event.updated',
          targetType: 'event',
          targetId: eventId,
          details: { changed },
        });
        await sourceChanged(transaction, 'event', eventId);
        return detailOf(row, transaction);
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
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'event.deleted',
          targetType: 'event',
          targetId: eventId,
          details: { event_type: deleted.row.event_type, images: deleted.files.length },
        });
        await sourceChanged(transaction, 'event', eventId);
        return deleted.files;
      });
      await Promise.all(removed.map((name) => files.remove('events', name)));
    },

    /**
     * Adds an image: checked by its content, re-encoded as WebP without
     * metadata, stored, then recorded. The first image becomes the cover;
     * a new cover makes the old one a gallery image.
     */
    async addImage(
      eventId: string,
      content: Buffer,
      requestedType: EventImageType | undefined,
      actor: AuthUser,
    ): Promise<EventAdmin> {
      if ((await reader.findEvent(eventId)) === undefined) throw noSuchEvent();
      const webp = await reencodeImage(content, { field: 'file' });
      const name = await files.save('events', webp, 'webp');
      try {
        return await changing(eventId, async (repository, before, transaction) => {
          const stats = await repository.imageStats(eventId);
          if (stats.total >= eventLimits.imagesMax) {
            throw AppError.conflict(
              `An event can have at most ${String(eventLimits.imagesMax)} images; delete one first`,
            );
          }
          const imageType: EventImageType =
            stats.total === 0 ? 'cover' : (requestedType ?? 'gallery');
          if (imageType === 'cover') await repository.demoteCover(eventId);
          const image = await repository.insertImage({
            event_id: eventId,
            image_type: imageType,
            position: stats.nextPosition,
            file_name: name,
          });
          const after = await repository.touch(eventId);
          await recordAudit(transaction, {
            actorId: actor.userId,
            action: 'event.image_added',
            targetType: 'event',
            targetId: eventId,
            details: { image_id: image.image_id, image_type: imageType },
          });
          return detailOf(after ?? before, transaction);
        });
      } catch (error) {
        await files.remove('events', name);
        throw error;
      }
    },

    async setCover(eventId: string, imageId: string, actor: AuthUser): Promise<EventAdmin> {
      return changing(eventId, async (repository, before, transaction) => {
        const image = await repository.findImage(eventId, imageId);
        if (image === undefined) throw noSuchImage();
        if (image.image_type === 'cover') return detailOf(before, transaction);
        await repository.demoteCover(eventId);
        await repository.setImageType(imageId, 'cover');
        const after = await repository.touch(eventId);
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'event.image_cover_set',
          targetType: 'event',
          targetId: eventId,
          details: { image_id: imageId },
        });
        return detailOf(after ?? before, transaction);
      });
    },

    /** Deletes an image (the next one becomes the cover if it was); the file goes after commit. */
    async removeImage(eventId: string, imageId: string, actor: AuthUser): Promise<EventAdmin> {
      const { detail, fileName } = await changing(
        eventId,
        async (repository, before, transaction) => {
          const image = await repository.deleteImage(eventId, imageId);
          if (image === undefined) throw noSuchImage();
          if (image.image_type === 'cover') {
            const next = await repository.firstImage(eventId);
            if (next !== undefined) await repository.setImageType(next.image_id, 'cover');
          }
          const after = await repository.touch(eventId);
          await recordAudit(transaction, {
            actorId: actor.userId,
            action: 'event.image_deleted',
            targetType: 'event',
            targetId: eventId,
            details: { image_id: imageId, image_type: image.image_type },
          });
          return {
            detail: await detailOf(after ?? before, transaction),
            fileName: image.file_name,
          };
        },
      );
      await files.remove('events', fileName);
      return detail;
    },

    /** An image's WebP content, or undefined for an unknown event or image. */
    async image(eventId: string, imageId: string): Promise<Buffer | undefined> {
      const image = await reader.findImage(eventId, imageId);
      if (image === undefined) return undefined;
      return files.read('events', image.file_name);
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  inArray,
  like,
  min,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type EventDateTime,
  type EventImageType,
  type EventStatus,
  type EventWhen,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  eventDateTimes,
  eventImages,
  events,
  type EventImageRow,
  type EventRow,
  type NewEventRow,
} from './events.tables';
import { readPage } from '../../db/paging';

/** The columns a moderator's form writes; ids, search text and timestamps are the repository's. */
export type EventValues = Pick<
  NewEventRow,
  'event_name' | 'event_description' | 'event_description_tr' | 'event_type' | 'event_location'
>;

/** The university's wall clock now: `2027-03-15` and `14:30:00`. */
export interface LocalMoment {
  date: string;
  time: string;
}

export interface EventListFilter {
  page: number;
  page_size: number;
  status?: EventStatus | undefined;
  q?: string | undefined;
  /** Upcoming: a date and time at or after `moment`; past: none. */
  when?: EventWhen | undefined;
  /** The university's wall clock the `when` filter compares with. */
  moment: LocalMoment;
}

function searchTextOf(values: EventValues): string {
  return foldSearchText(`${values.event_name} ${values.event_location}`);
}

/** A date and time at or after the moment, compared as (date, time) in the university's zone. */
function fromMoment(moment: LocalMoment): SQL {
  return sql`(${eventDateTimes.event_date}, ${eventDateTimes.event_time}) >= (${moment.date}::date, ${moment.time}::time)`;
}

export function createEventsRepository(db: Executor) {
  return {
    /** One page of the board, most recently changed first, and the total. */
    async findPage(filter: EventListFilter): Promise<{ rows: EventRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.status !== undefined) conditions.push(eq(events.status, filter.status));
      if (filter.q !== undefined && filter.q !== '') {
        conditions.push(
          like(events.search_text, `%${escapeLikePattern(foldSearchText(filter.q))}%`),
        );
      }
      if (filter.when !== undefined) {
        // Indexed both ways: a probe of the primary key (event_id, event_date, event_time) per
        // event, or event_date_times_upcoming_idx when the planner joins the date-times instead.
        const upcoming = db
          .select({ one: sql`1` })
          .from(eventDateTimes)
          .where(and(eq(eventDateTimes.event_id, events.event_id), fromMoment(filter.moment)));
        conditions.push(filter.when === 'upcoming' ? exists(upcoming) : notExists(upcoming));
      }
      const where = and(...conditions);
      return readPage(
        db.select().from(events).where(where).orderBy(desc(events.updated_at), events.event_id),
        filter,
        db.$count(events, where),
      );
    },

    /** One event; `forUpdate` locks its row until the transaction ends (image counts, covers). */
    async findEvent(eventId: string, forUpdate = false): Promise<EventRow | undefined> {
      const query = db.select().from(events).where(eq(events.event_id, eventId));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** Active events with a date and time at or after the moment, the earliest first. */
    async findUpcomingActive(moment: LocalMoment, limit: number): Promise<EventRow[]> {
      const nextAt = min(sql`${eventDateTimes.event_date} + ${eventDateTimes.event_time}`);
      const rows = await db
        .select({ event: events, next_at: nextAt })
        .from(eventDateTimes)
        .innerJoin(events, eq(events.event_id, eventDateTimes.event_id))
        .where(and(eq(events.status, 'active'), fromMoment(moment)))
        .groupBy(events.event_id)
        .orderBy(asc(nextAt), events.event_id)
        .limit(limit);
      return rows.map((row) => row.event);
    },

    /** Events of a status with a date and time at or after the moment (the board's "upcoming"). */
    async countUpcoming(status: EventStatus, moment: LocalMoment): Promise<number> {
      const [row] = await db
        .select({ value: countDistinct(eventDateTimes.event_id) })
        .from(eventDateTimes)
        .innerJoin(events, eq(events.event_id, eventDateTimes.event_id))
        .where(and(eq(events.status, status), fromMoment(moment)));
      return row?.value ?? 0;
    },

    /** The date-times of these events, earliest first; only those from the moment on when given. */
    async dateTimesOf(
      eventIds: readonly string[],
      from?: LocalMoment,
    ): Promise<Map<string, EventDateTime[]>> {
      const found = new Map<string, EventDateTime[]>();
      if (eventIds.length === 0) return found;
      const rows = await db
        .select()
        .from(eventDateTimes)
        .where(
          and(
            inArray(eventDateTimes.event_id, [...eventIds]),
            from === undefined ? undefined : fromMoment(from),
          ),
        )
        .orderBy(eventDateTimes.event_date, eventDateTimes.event_time);
      for (const row of rows) {
        const list = found.get(row.event_id) ?? [];
        list.push({ event_date: row.event_date, event_time: row.event_time.slice(0, 5) });
        found.set(row.event_id, list);
      }
      return found;
    },

    /** The images of these events in their order (the cover first). */
    async imagesOf(eventIds: readonly string[]): Promise<Map<string, EventImageRow[]>> {
      const found = new Map<string, EventImageRow[]>();
      if (eventIds.length === 0) return found;
      const rows = await db
        .select()
        .from(eventImages)
        .where(inArray(eventImages.event_id, [...eventIds]))
        .orderBy(
          eventImages.event_id,
          sql`case when ${eventImages.image_type} = 'cover' then 0 else 1 end`,
          eventImages.position,
        );
      for (const row of rows) {
        const list = found.get(row.event_id) ?? [];
        list.push(row);
        found.set(row.event_id, list);
      }
      return found;
    },

    async insertEvent(
      values: EventValues & { status: EventStatus; created_by: string | null },
    ): Promise<EventRow> {
      const [row] = await db
        .insert(events)
        .values({ ...values, search_text: searchTextOf(values) })
        .returning();
      if (row === undefined) throw new Error('The event was not inserted');
      return row;
    },

    async updateEvent(eventId: string, values: EventValues): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ ...values, search_text: searchTextOf(values), updated_at: new Date() })
        .where(eq(events.event_id, eventId))
        .returning();
      return row;
    },

    async setStatus(eventId: string, status: EventStatus): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ status, updated_at: new Date() })
        .where(eq(events.event_id, eventId))
        .returning();
      return row;
    },

    /** Marks the event changed (an image added, removed or made the cover). */
    async touch(eventId: string): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ updated_at: new Date() })
        .where(eq(events.event_id, eventId))
        .returning();
      return row;
    },

    /** Deletes the event with its date-times and images; answers the image files to remove. */
    async deleteEvent(eventId: string): Promise<{ row: EventRow; files: string[] } | undefined> {
      const files = await db
        .select({ file_name: eventImages.file_name })
        .from(eventImages)
        .where(eq(eventImages.event_id, eventId));
      const [row] = await db.delete(events).where(eq(events.event_id, eventId)).returning();
      return row === undefined ? undefined : { row, files: files.map((file) => file.file_name) };
    },

    /** Replaces the event's date-times with this list as a whole. */
    async replaceDateTimes(eventId: string, dateTimes: readonly EventDateTime[]): Promise<void> {
      await db.delete(eventDateTimes).where(eq(eventDateTimes.event_id, eventId));
      if (dateTimes.length === 0) return;
      await db.insert(eventDateTimes).values(
        dateTimes.map((value) => ({
          event_id: eventId,
          event_date: value.event_date,
          event_time: value.event_time,
        })),
      );
    },

    async findImage(eventId: string, imageId: string): Promise<EventImageRow | undefined> {
      const [row] = await db
        .select()
        .from(eventImages)
        .where(and(eq(eventImages.event_id, eventId), eq(eventImages.image_id, imageId)));
      return row;
    },

    async imageStats(eventId: string): Promise<{ total: number; nextPosition: number }> {
      const [row] = await db
        .select({
          total: count(),
          last: sql<number | null>`max(${eventImages.position})`.mapWith(Number),
        })
        .from(eventImages)
        .where(eq(eventImages.event_id, eventId));
      const total = row?.total ?? 0;
      return { total, nextPosition: total === 0 ? 1 : (row?.last ?? 0) + 1 };
    },

    async insertImage(values: {
      event_id: string;
      image_type: EventImageType;
      position: number;
      file_name: string;
    }): Promise<EventImageRow> {
      const [row] = await db.insert(eventImages).values(values).returning();
      if (row === undefined) throw new Error('The event image was not inserted');
      return row;
    },

    /** Makes the event's cover a gallery image (before another becomes the cover). */
    async demoteCover(eventId: string): Promise<void> {
      await db
        .update(eventImages)
        .set({ image_type: 'gallery' })
        .where(and(eq(eventImages.event_id, eventId), eq(eventImages.image_type, 'cover')));
    },

    async setImageType(imageId: string, imageType: EventImageType): Promise<void> {
      await db
        .update(eventImages)
        .set({ image_type: imageType })
        .where(eq(eventImages.image_id, imageId));
    },

    async deleteImage(eventId: string, imageId: string): Promise<EventImageRow | undefined> {
      const [row] = await db
        .delete(eventImages)
        .where(and(eq(eventImages.event_id, eventId), eq(eventImages.image_id, imageId)))
        .returning();
      return row;
    },

    /** The first image left in order, to become the cover when the cover goes. */
    async firstImage(eventId: string): Promise<EventImageRow | undefined> {
      const [row] = await db
        .select()
        .from(eventImages)
        .where(eq(eventImages.event_id, eventId))
        .orderBy(eventImages.position)
        .limit(1);
      return row;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;

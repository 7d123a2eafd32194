import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentProvider, IndexedDocument } from '../../platform/indexed-documents';
import { localMoment } from './campus-clock';
import { eventDateTimes, events } from './events.tables';

/**
 * Upcoming active events as the assistant's documents (for signed-in people):
 * those with a date and time from now on, in the university's time zone.
 */
export function eventDocumentsProvider(now: () => Date = () => new Date()): DocumentProvider {
  return async (executor, eventIds) => {
    const moment = localMoment(now());
    const rows = await executor
      .select({
        event_id: events.event_id,
        event_name: events.event_name,
        event_description: events.event_description,
        event_description_tr: events.event_description_tr,
        event_type: events.event_type,
        event_location: events.event_location,
        event_date: eventDateTimes.event_date,
        event_time: eventDateTimes.event_time,
      })
      .from(events)
      .innerJoin(eventDateTimes, eq(eventDateTimes.event_id, events.event_id))
      .where(
        and(
          eq(events.status, 'active'),
          sql`(${eventDateTimes.event_date}, ${eventDateTimes.event_time}) >= (${moment.date}::date, ${moment.time}::time)`,
          eventIds === undefined ? undefined : inArray(events.event_id, [...eventIds]),
        ),
      )
      .orderBy(eventDateTimes.event_date, eventDateTimes.event_time);
    const byEvent = new Map<string, { row: (typeof rows)[number]; times: string[] }>();
    for (const row of rows) {
      const entry = byEvent.get(row.event_id) ?? { row, times: [] };
      entry.times.push(`${row.event_date} ${row.event_time.slice(0, 5)}`);
      byEvent.set(row.event_id, entry);
    }
    return [...byEvent.values()].map(({ row, times }): IndexedDocument => ({
      unit_id: row.event_id,
      source_type: 'event',
      source_id: row.event_id,
      part: 'event',
      language: 'both',
      title: row.event_name,
      body: [
        `${row.event_name} (${row.event_type} event, etkinlik) at ${row.event_location}.`,
        `Dates and times (tarih ve saat): ${times.join(', ')}.`,
        row.event_description ?? '',
        row.event_description_tr ?? '',
      ]
        .filter((text) => text !== '')
        .join('\n'),
      path: `/event/${row.event_id}`,
      visibility: 'signed_in',
      course_code: null,
      facts: {
        event_type: row.event_type,
        location: row.event_location,
        next_at: times[0] ?? null,
        date_times: times,
      },
    }));
  };
}

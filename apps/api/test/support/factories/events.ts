import {
  campusDateOf,
  shiftCampusDate,
  type EventDateTime,
  type EventStatus,
} from '@campus/contracts';
import {
  createEventsRepository,
  type EventValues,
} from '../../../src/features/events/events.repository';
import type { EventRow } from '../../../src/features/events/events.tables';
import type { TestContext } from '../app';

const dayMs = 24 * 60 * 60 * 1000;

const campusClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The campus date `days` from today (negative: in the past). */
export function campusDay(days: number): string {
  return shiftCampusDate(campusDateOf(new Date()), days);
}

/** The university's local date and time (Europe/Istanbul) this many milliseconds from now. */
export function campusDateTime(offsetMs: number): EventDateTime {
  const parts = Object.fromEntries(
    campusClock
      .formatToParts(new Date(Date.now() + offsetMs))
      .map((part) => [part.type, part.value]),
  );
  return {
    event_date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`,
    event_time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
  };
}

export interface EventOptions extends Partial<EventValues> {
  status?: EventStatus;
  created_by?: string | null;
  /** Its dates and times; one, ten days from now, unless given. */
  event_date_times?: EventDateTime[];
}

/**
 * An event of the board written straight to the database (active, academic,
 * in the Main Hall, ten days from now unless told otherwise), with its
 * date-times.
 */
export async function createEvent(
  t: TestContext,
  options: EventOptions = {},
): Promise<EventRow & { event_date_times: EventDateTime[] }> {
  const repository = createEventsRepository(t.database.db);
  const row = await repository.insertEvent({
    event_name: options.event_name ?? 'Spring Career Fair',
    event_description:
      options.event_description === undefined
        ? 'Meet employers.\n<b>plain text</b>'
        : options.event_description,
    event_description_tr: options.event_description_tr ?? null,
    event_type: options.event_type ?? 'academic',
    event_location: options.event_location ?? 'Main Hall',
    status: options.status ?? 'active',
    created_by: options.created_by ?? null,
  });
  const dateTimes = options.event_date_times ?? [campusDateTime(10 * dayMs)];
  await repository.replaceDateTimes(row.event_id, dateTimes);
  return { ...row, event_date_times: dateTimes };
}

/**
 * The university's time zone. Event dates and times, listing dates and every
 * "today" of the product are in it, whatever the reader's own clock says.
 * (Europe/Istanbul keeps UTC+3 all year, since 2016.)
 */
export const campusTimeZone = 'Europe/Istanbul';

const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: campusTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The campus date of an instant, as `YYYY-MM-DD`. */
export function campusDateOf(instant: Date): string {
  return calendarDate.format(instant);
}

/** A `YYYY-MM-DD` date moved by whole days. */
export function shiftCampusDate(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00.000Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

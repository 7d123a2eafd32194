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

const campusMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: campusTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The campus wall-clock time of an instant, as a `datetime-local` input holds it: `YYYY-MM-DDTHH:mm`. */
export function campusLocalOf(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    campusMinute.formatToParts(instant).find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * The instant a campus wall-clock time (`YYYY-MM-DDTHH:mm`, as a
 * `datetime-local` input gives it) names; undefined when it names none.
 */
export function instantOfCampusLocal(local: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (match === null) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return undefined;
  // The zone's offset at that moment (found twice, in case the first guess crossed a change).
  const offsetAt = (instant: number) => {
    const shown = campusLocalOf(new Date(instant));
    const [date = '', time = ''] = shown.split('T');
    const [y, m, d] = date.split('-').map(Number);
    const [h, min] = time.split(':').map(Number);
    return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0) - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  const instant = asUtc - offsetAt(first);
  return campusLocalOf(new Date(instant)) === local.trim() ? new Date(instant) : undefined;
}

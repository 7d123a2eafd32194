import { eventLimits, campusTimeZone, type EventDateTime } from '@campus/contracts';

/** What a calendar file says about an event. */
export interface CalendarEvent {
  event_id: string;
  event_name: string;
  event_description: string | null;
  event_description_tr: string | null;
  event_location: string;
  event_date_times: readonly EventDateTime[];
  /** The event's page, for the URL property. */
  url: string;
}

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and new lines in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const maxLineOctets = 75;

/**
 * RFC 5545 section 3.1: lines longer than 75 octets are folded with CRLF and
 * a space, never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A wall-clock date and time as iCalendar's local form `20270315T143000`. */
function localStamp(date: Date): string {
  return `${String(date.getUTCFullYear())}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(
    date.getUTCHours(),
  )}${pad(date.getUTCMinutes())}00`;
}

/** An instant in UTC: `20270315T113000Z`. */
function utcStamp(date: Date): string {
  return `${localStamp(date).slice(0, 13)}${pad(date.getUTCSeconds())}Z`;
}

/** A date-time's wall clock held in a Date's UTC fields (no zone arithmetic needed). */
function wallClock(value: EventDateTime): Date {
  const [year, month, day] = value.event_date.split('-').map(Number);
  const [hour, minute] = value.event_time.split(':').map(Number);
  return new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0));
}

/**
 * Europe/Istanbul keeps UTC+3 all year (since 2016): one STANDARD rule
 * describes it, so calendars need no database of their own.
 */
const istanbulZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${campusTimeZone}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:+03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An iCalendar file with one VEVENT per date and time, two hours each. */
/** A calendar file has one description: the English one, then the Turkish one. */
function descriptionLines(event: CalendarEvent): string[] {
  const texts = [event.event_description, event.event_description_tr].filter(
    (text): text is string => text !== null,
  );
  return texts.length === 0 ? [] : [`DESCRIPTION:${escapeText(texts.join('\n\n'))}`];
}

export function buildCalendar(event: CalendarEvent, now: Date): string {
  const durationMs = eventLimits.calendarDurationMinutes * 60_000;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CampusHub//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...istanbulZone,
  ];
  for (const value of event.event_date_times) {
    const start = wallClock(value);
    const end = new Date(start.getTime() + durationMs);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.event_id}-${localStamp(start)}@campushub`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${campusTimeZone}:${localStamp(start)}`,
      `DTEND;TZID=${campusTimeZone}:${localStamp(end)}`,
      `SUMMARY:${escapeText(event.event_name)}`,
      `LOCATION:${escapeText(event.event_location)}`,
      ...descriptionLines(event),
      `URL:${event.url}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

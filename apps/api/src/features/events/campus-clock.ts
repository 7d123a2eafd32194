import { campusTimeZone } from '@campus/contracts';
import type { LocalMoment } from './events.repository';

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

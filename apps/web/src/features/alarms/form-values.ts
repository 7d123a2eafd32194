import {
  campusLocalOf,
  instantOfCampusLocal,
  type Alarm,
  type AlarmBroadcastInput,
  type AlarmWriteInput,
} from '@campus/contracts';

/** What the alarm form holds; the time as `datetime-local` text in the campus time zone. */
export interface AlarmFormValues {
  title: string;
  note: string;
  remind_at: string;
  /** An event id, or '' for none. */
  event_id: string;
  send_email: boolean;
}

/**
 * An instant as `YYYY-MM-DDTHH:mm` on the campus clock: alarms, like events,
 * are set and shown in the campus time zone, whatever the reader's clock.
 */
export function toLocalInput(date: Date): string {
  return campusLocalOf(date);
}

/** A campus `datetime-local` text as an ISO instant; the text itself when it is not a date. */
export function toIso(local: string): string {
  return instantOfCampusLocal(local)?.toISOString() ?? local;
}

/** A new alarm: in one hour, on the minute. */
export function newAlarmValues(now: Date): AlarmFormValues {
  return {
    title: '',
    note: '',
    remind_at: toLocalInput(new Date(now.getTime() + 60 * 60_000)),
    event_id: '',
    send_email: false,
  };
}

export function toAlarmFormValues(alarm: Alarm): AlarmFormValues {
  return {
    title: alarm.title,
    note: alarm.note ?? '',
    remind_at: toLocalInput(new Date(alarm.remind_at)),
    event_id: alarm.event_id ?? '',
    send_email: alarm.send_email,
  };
}

export function toAlarmWriteInput(values: AlarmFormValues): AlarmWriteInput {
  return {
    title: values.title,
    note: values.note,
    remind_at: toIso(values.remind_at),
    event_id: values.event_id === '' ? null : values.event_id,
    send_email: values.send_email,
  };
}

/** What the broadcast form holds; an empty time sends the reminder now. */
export interface BroadcastFormValues {
  title: string;
  note: string;
  remind_at: string;
}

export function toBroadcastInput(values: BroadcastFormValues): AlarmBroadcastInput {
  return {
    title: values.title,
    note: values.note,
    remind_at: values.remind_at.trim() === '' ? null : toIso(values.remind_at),
  };
}

export function sameValues<Values extends object>(left: Values, right: Values): boolean {
  return (Object.keys(left) as (keyof Values)[]).every((key) => left[key] === right[key]);
}

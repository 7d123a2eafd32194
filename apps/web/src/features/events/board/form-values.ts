import type {
  EventAdmin,
  EventCreateInput,
  EventDateTime,
  EventStatus,
  EventType,
} from '@campus/contracts';

/** What the event form holds; dates and times as the browser's date and time inputs write them. */
export interface EventFormValues {
  event_name: string;
  event_description: string;
  event_description_tr: string;
  event_type: EventType;
  event_location: string;
  status: EventStatus;
  event_date_times: EventDateTime[];
}

export function emptyDateTime(): EventDateTime {
  return { event_date: '', event_time: '' };
}

export function newEventValues(): EventFormValues {
  return {
    event_name: '',
    event_description: '',
    event_description_tr: '',
    event_type: 'academic',
    event_location: '',
    status: 'active',
    event_date_times: [emptyDateTime()],
  };
}

export function toEventFormValues(event: EventAdmin): EventFormValues {
  return {
    event_name: event.event_name,
    event_description: event.event_description ?? '',
    event_description_tr: event.event_description_tr ?? '',
    event_type: event.event_type,
    event_location: event.event_location,
    status: event.status,
    event_date_times: event.event_date_times.map((value) => ({ ...value })),
  };
}

export function toEventInput(values: EventFormValues): EventCreateInput {
  return {
    event_name: values.event_name,
    event_description: values.event_description,
    event_description_tr: values.event_description_tr,
    event_type: values.event_type,
    event_location: values.event_location,
    status: values.status,
    event_date_times: values.event_date_times.map((value) => ({
      event_date: value.event_date,
      // Some browsers add seconds to a time input's value.
      event_time: value.event_time.slice(0, 5),
    })),
  };
}

export function sameValues(left: EventFormValues, right: EventFormValues): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

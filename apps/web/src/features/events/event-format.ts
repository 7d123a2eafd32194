import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDateTime, EventImage, EventType } from '@campus/contracts';

/** The colour of each event type's badge. */
export const eventTypeColors: Readonly<Record<EventType, string>> = {
  academic: 'blue',
  social: 'grape',
  other: 'teal',
};

/** The static image shown when an event has no image or its image fails to load. */
export const eventPlaceholderUrl = `${import.meta.env.BASE_URL}event-placeholder.svg`;

/**
 * A date and time as the university wrote it (Istanbul time), held in a
 * Date's UTC fields so that it is shown as written, whatever the reader's zone.
 */
function wallClock(value: EventDateTime): Date {
  return new Date(`${value.event_date}T${value.event_time}:00Z`);
}

/** Formats an event's date and time in the reader's language (`Mon, 15 Mar 2027, 14:30`). */
export function useFormatEventDateTime(): (value: EventDateTime) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: EventDateTime) => {
      const date = wallClock(value);
      if (Number.isNaN(date.getTime())) return `${value.event_date} ${value.event_time}`;
      return new Intl.DateTimeFormat(language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      }).format(date);
    },
    [language],
  );
}

/** `2027-03-15T14:30` for a `<time dateTime>` attribute. */
export function machineDateTime(value: EventDateTime): string {
  return `${value.event_date}T${value.event_time}`;
}

/** The cover (or the first image), if the event has any. */
export function coverOf(images: readonly EventImage[]): EventImage | undefined {
  return images.find((image) => image.image_type === 'cover') ?? images[0];
}

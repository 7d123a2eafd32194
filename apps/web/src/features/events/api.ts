import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  eventEndpoints,
  normalizeEventImageUrl,
  type EventAdminListQuery,
  type EventAdminPage,
  type EventImageType,
  type EventSidebarItem,
} from '@campus/contracts';
import {
  downloadEndpoint,
  endpointQuery,
  useEndpointMutation,
  useWaitingCount,
} from '../../lib/endpoint-client';

/** SPEC section 7: an image URL lacking `.webp` becomes image_id plus `.webp`. */
export function withNormalizedImages<Event extends EventSidebarItem>(event: Event): Event {
  return {
    ...event,
    images: event.images.map((image) => ({
      ...image,
      image_url: normalizeEventImageUrl(event.event_id, image),
    })),
  };
}

const normalizedList = (events: EventSidebarItem[]) => events.map(withNormalizedImages);
const normalizedPage = (page: EventAdminPage): EventAdminPage => ({
  ...page,
  items: page.items.map(withNormalizedImages),
});

/** The drawer's events; fetched again each time the drawer opens (SPEC section 4). */
export function useActiveEvents(enabled: boolean) {
  return useQuery({
    ...endpointQuery(eventEndpoints.activeSidebar, {}),
    select: normalizedList,
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** One event (inactive ones for moderators only). */
export function useEvent(eventId: string) {
  return useQuery({
    ...endpointQuery(eventEndpoints.get, { params: { event_id: eventId } }),
    select: withNormalizedImages,
    retry: false,
  });
}

/** The event's calendar file, under the name the API gives it. */
export const fetchEventCalendar = (eventId: string) =>
  downloadEndpoint(eventEndpoints.exportCalendar, { params: { event_id: eventId } }, 'event.ics');

/** The moderators' board. */
export function useEventBoard(query: EventAdminListQuery) {
  return useQuery({
    ...endpointQuery(eventEndpoints.list, { query }),
    select: normalizedPage,
    placeholderData: keepPreviousData,
  });
}

/** How many inactive events have a date and time from now on: those waiting to be published; undefined while it loads (the queue's badge and `/admin`). */
export function useEventsWaitingCount(): number | undefined {
  return useWaitingCount(eventEndpoints.countWaiting, {});
}

/** The multipart body of an image upload: the `file`, and its `image_type` when chosen. */
export function eventImageForm(file: File, imageType?: EventImageType): FormData {
  const body = new FormData();
  if (imageType !== undefined) body.append('image_type', imageType);
  body.append('file', file, file.name);
  return body;
}

// A change on the board; every events query (board, drawer, pages) is read again after it.
export const useCreateEvent = () => useEndpointMutation(eventEndpoints.create);
export const useUpdateEvent = () => useEndpointMutation(eventEndpoints.update);
export const useActivateEvent = () => useEndpointMutation(eventEndpoints.activate);
export const useDeactivateEvent = () => useEndpointMutation(eventEndpoints.deactivate);
export const useDeleteEvent = () => useEndpointMutation(eventEndpoints.remove);
export const useUploadEventImage = () => useEndpointMutation(eventEndpoints.addImage);
export const useSetEventCover = () => useEndpointMutation(eventEndpoints.setCover);
export const useDeleteEventImage = () => useEndpointMutation(eventEndpoints.removeImage);

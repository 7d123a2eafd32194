import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventAdminPageSchema,
  eventAdminSchema,
  eventCreateBodySchema,
  eventDetailSchema,
  eventSidebarListSchema,
  eventUpdateBodySchema,
  normalizeEventImageUrl,
  type EventAdmin,
  type EventAdminPage,
  type EventCreateInput,
  type EventDetail,
  type EventImageType,
  type EventSidebarItem,
  type EventStatus,
  type EventUpdateInput,
  type EventWhen,
} from '@campus/contracts';
import type { ResponsePromise } from 'ky';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** What the moderators' board shows. */
export interface EventBoardParams {
  q: string;
  /** '' for every status. */
  status: EventStatus | '';
  /** '' for every event; upcoming ones have a date and time from now on, past ones none. */
  when: EventWhen | '';
  page: number;
  page_size: number;
}

/** TanStack Query keys of the events feature. */
export const eventKeys = {
  all: ['events'] as const,
  sidebar: () => [...eventKeys.all, 'sidebar'] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
  board: (params: EventBoardParams) => [...eventKeys.all, 'board', params] as const,
};

/** SPEC section 7: an image URL lacking `.webp` becomes image_id plus `.webp`. */
function withNormalizedImages<Event extends EventSidebarItem>(event: Event): Event {
  return {
    ...event,
    images: event.images.map((image) => ({
      ...image,
      image_url: normalizeEventImageUrl(event.event_id, image),
    })),
  };
}

/** `GET event/sidebar/active`: active events with a date and time from now on, earliest first. */
export async function fetchActiveEvents(): Promise<EventSidebarItem[]> {
  return withProblem(async () =>
    eventSidebarListSchema
      .parse(await api.get('event/sidebar/active').json<unknown>())
      .map(withNormalizedImages),
  );
}

/** The drawer's events; fetched again each time the drawer opens (SPEC section 4). */
export function useActiveEvents(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.sidebar(),
    queryFn: fetchActiveEvents,
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** `GET event/{event_id}`. */
export async function fetchEvent(eventId: string): Promise<EventDetail> {
  return withProblem(async () =>
    withNormalizedImages(
      eventDetailSchema.parse(await api.get(`event/${eventId}`).json<unknown>()),
    ),
  );
}

export function useEvent(eventId: string) {
  return useQuery({
    queryKey: eventKeys.detail(eventId),
    queryFn: () => fetchEvent(eventId),
    retry: false,
  });
}

/** `GET event/{event_id}/ics` with the bearer token: the calendar file and its name. */
export async function fetchEventCalendar(
  eventId: string,
): Promise<{ blob: Blob; fileName: string }> {
  return withProblem(async () => {
    const response = await api.get(`event/${eventId}/ics`);
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'event.ics';
    return { blob: await response.blob(), fileName };
  });
}

/** `GET event/manage?status=&when=&q=&page=&page_size=` (moderators). */
export async function fetchEventBoard(params: EventBoardParams): Promise<EventAdminPage> {
  const searchParams = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.q !== '') searchParams.set('q', params.q);
  if (params.status !== '') searchParams.set('status', params.status);
  if (params.when !== '') searchParams.set('when', params.when);
  return withProblem(async () => {
    const page = eventAdminPageSchema.parse(
      await api.get('event/manage', { searchParams }).json<unknown>(),
    );
    return { ...page, items: page.items.map(withNormalizedImages) };
  });
}

export function useEventBoard(params: EventBoardParams) {
  return useQuery({
    queryKey: eventKeys.board(params),
    queryFn: () => fetchEventBoard(params),
    placeholderData: keepPreviousData,
  });
}

async function readEvent(request: ResponsePromise): Promise<EventAdmin> {
  return withNormalizedImages(eventAdminSchema.parse(await request.json<unknown>()));
}

/** `POST event/manage`. */
export async function createEvent(input: EventCreateInput): Promise<EventAdmin> {
  const json = eventCreateBodySchema.parse(input);
  return withProblem(() => readEvent(api.post('event/manage', { json })));
}

/** `PUT event/manage/{event_id}`: the date-times replace the old list. */
export async function updateEvent({
  eventId,
  input,
}: {
  eventId: string;
  input: EventUpdateInput;
}): Promise<EventAdmin> {
  const json = eventUpdateBodySchema.parse(input);
  return withProblem(() => readEvent(api.put(`event/manage/${eventId}`, { json })));
}

/** `POST event/manage/{event_id}/activate|deactivate`. */
export async function setEventStatus({
  eventId,
  status,
}: {
  eventId: string;
  status: EventStatus;
}): Promise<EventAdmin> {
  const action = status === 'active' ? 'activate' : 'deactivate';
  return withProblem(() => readEvent(api.post(`event/manage/${eventId}/${action}`)));
}

/** `DELETE event/manage/{event_id}`. */
export async function deleteEvent(eventId: string): Promise<void> {
  await withProblem(() => api.delete(`event/manage/${eventId}`));
}

/** `POST event/manage/{event_id}/images` (multipart `file`, optional `image_type`). */
export async function uploadEventImage({
  eventId,
  file,
  imageType,
}: {
  eventId: string;
  file: File;
  imageType?: EventImageType;
}): Promise<EventAdmin> {
  const body = new FormData();
  if (imageType !== undefined) body.append('image_type', imageType);
  body.append('file', file, file.name);
  return withProblem(() => readEvent(api.post(`event/manage/${eventId}/images`, { body })));
}

/** `PUT event/manage/{event_id}/images/{image_id}/cover`. */
export async function setEventCover({
  eventId,
  imageId,
}: {
  eventId: string;
  imageId: string;
}): Promise<EventAdmin> {
  return withProblem(() => readEvent(api.put(`event/manage/${eventId}/images/${imageId}/cover`)));
}

/** `DELETE event/manage/{event_id}/images/{image_id}`. */
export async function deleteEventImage({
  eventId,
  imageId,
}: {
  eventId: string;
  imageId: string;
}): Promise<EventAdmin> {
  return withProblem(() => readEvent(api.delete(`event/manage/${eventId}/images/${imageId}`)));
}

/** A change on the board; every events query (board, drawer, pages) is read again after it. */
function useEventMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

export function useCreateEvent() {
  return useEventMutation(createEvent);
}
export function useUpdateEvent() {
  return useEventMutation(updateEvent);
}
export function useSetEventStatus() {
  return useEventMutation(setEventStatus);
}
export function useDeleteEvent() {
  return useEventMutation(deleteEvent);
}
export function useUploadEventImage() {
  return useEventMutation(uploadEventImage);
}
export function useSetEventCover() {
  return useEventMutation(setEventCover);
}
export function useDeleteEventImage() {
  return useEventMutation(deleteEventImage);
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  alarmAdminPageSchema,
  alarmBroadcastBodySchema,
  alarmBroadcastResultSchema,
  alarmPageSchema,
  alarmSchema,
  alarmWriteBodySchema,
  eventSidebarListSchema,
  type Alarm,
  type AlarmAdminPage,
  type AlarmBroadcastInput,
  type AlarmBroadcastResult,
  type AlarmPage,
  type AlarmStatus,
  type AlarmWriteInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export interface AlarmListParams {
  page: number;
  page_size: number;
  status: AlarmStatus | null;
}

export interface AdminAlarmListParams extends AlarmListParams {
  q: string;
}

export const alarmKeys = {
  all: ['alarms'] as const,
  own: (params: AlarmListParams) => [...alarmKeys.all, 'own', params] as const,
  admin: (params: AdminAlarmListParams) => [...alarmKeys.all, 'admin', params] as const,
  events: ['alarms', 'active-events'] as const,
};

function searchOf(params: AlarmListParams & { q?: string }): URLSearchParams {
  const search = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.status !== null) search.set('status', params.status);
  if (params.q !== undefined && params.q !== '') search.set('q', params.q);
  return search;
}

const minuteMs = 60_000;

/** Refreshes often while one of the shown alarms is about to fire, so its new state shows. */
function refreshWhileDue(items: readonly Alarm[] | undefined): number | false {
  const soon = items?.some(
    (alarm) =>
      alarm.status === 'scheduled' &&
      new Date(alarm.remind_at).getTime() - Date.now() < 2 * minuteMs,
  );
  return soon === true ? 3000 : false;
}

/** `GET alarms`: my alarms, latest reminder first. */
export function useMyAlarms(params: AlarmListParams) {
  return useQuery({
    queryKey: alarmKeys.own(params),
    queryFn: async (): Promise<AlarmPage> =>
      withProblem(async () =>
        alarmPageSchema.parse(
          await api.get('alarms', { searchParams: searchOf(params) }).json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshWhileDue(query.state.data?.items),
  });
}

/** `GET admin/alarms` (admins): everyone's alarms with their owner's e-mail. */
export function useAdminAlarms(params: AdminAlarmListParams) {
  return useQuery({
    queryKey: alarmKeys.admin(params),
    queryFn: async (): Promise<AlarmAdminPage> =>
      withProblem(async () =>
        alarmAdminPageSchema.parse(
          await api.get('admin/alarms', { searchParams: searchOf(params) }).json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshWhileDue(query.state.data?.items),
  });
}

/** The active events an alarm can be about, read from the events' public call. */
export function useActiveEvents() {
  return useQuery({
    queryKey: alarmKeys.events,
    queryFn: async () =>
      withProblem(async () =>
        eventSidebarListSchema.parse(await api.get('event/sidebar/active').json<unknown>()),
      ),
    staleTime: 5 * minuteMs,
  });
}

async function createAlarm(input: AlarmWriteInput): Promise<Alarm> {
  const body = alarmWriteBodySchema.parse(input);
  return withProblem(async () =>
    alarmSchema.parse(await api.post('alarms', { json: body }).json<unknown>()),
  );
}

async function updateAlarm({
  alarmId,
  input,
}: {
  alarmId: string;
  input: AlarmWriteInput;
}): Promise<Alarm> {
  const body = alarmWriteBodySchema.parse(input);
  return withProblem(async () =>
    alarmSchema.parse(await api.put(`alarms/${alarmId}`, { json: body }).json<unknown>()),
  );
}

async function cancelAlarm(alarmId: string): Promise<void> {
  await withProblem(() => api.delete(`alarms/${alarmId}`));
}

async function broadcast(input: AlarmBroadcastInput): Promise<AlarmBroadcastResult> {
  const body = alarmBroadcastBodySchema.parse(input);
  return withProblem(async () =>
    alarmBroadcastResultSchema.parse(
      await api.post('admin/alarms/broadcast', { json: body }).json<unknown>(),
    ),
  );
}

function useAlarmMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: alarmKeys.all });
    },
  });
}

export function useCreateAlarm() {
  return useAlarmMutation(createAlarm);
}

export function useUpdateAlarm() {
  return useAlarmMutation(updateAlarm);
}

export function useCancelAlarm() {
  return useAlarmMutation(cancelAlarm);
}

export function useBroadcastAlarm() {
  return useAlarmMutation(broadcast);
}

import { useQuery } from '@tanstack/react-query';
import {
  alarmEndpoints,
  eventEndpoints,
  type Alarm,
  type AlarmAdminListQuery,
  type AlarmListQuery,
} from '@campus/contracts';
import { endpointQuery, useEndpointList, useEndpointMutation } from '../../lib/endpoint-client';

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

/** My alarms: the scheduled ones soonest first, then the rest latest first. */
export function useMyAlarms(query: AlarmListQuery) {
  return useEndpointList(
    alarmEndpoints.listOwn,
    { query },
    {
      refetchInterval: (shown) => refreshWhileDue(shown?.items),
    },
  );
}

/** Everyone's alarms with their owner's e-mail (admins). */
export function useAdminAlarms(query: AlarmAdminListQuery) {
  return useEndpointList(
    alarmEndpoints.listAll,
    { query },
    {
      refetchInterval: (shown) => refreshWhileDue(shown?.items),
    },
  );
}

/** The active events an alarm can be about. */
export function useActiveEvents() {
  return useQuery({
    ...endpointQuery(eventEndpoints.activeSidebar, {}),
    staleTime: 5 * minuteMs,
  });
}

export const useCreateAlarm = () => useEndpointMutation(alarmEndpoints.create);
export const useUpdateAlarm = () => useEndpointMutation(alarmEndpoints.update);
export const useCancelAlarm = () => useEndpointMutation(alarmEndpoints.cancel);
export const useBroadcastAlarm = () => useEndpointMutation(alarmEndpoints.broadcast);

/** My next scheduled alarm (the home page's shortcut), or null when none is set. */
export function useNextAlarm(enabled: boolean) {
  const alarms = useQuery({
    ...endpointQuery(alarmEndpoints.listOwn, {
      query: { status: 'scheduled', page: 1, page_size: 10 },
    }),
    enabled,
  });
  return {
    ...alarms,
    next: alarms.data === undefined ? undefined : (alarms.data.items[0] ?? null),
  };
}

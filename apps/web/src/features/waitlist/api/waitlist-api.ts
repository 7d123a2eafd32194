import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  waitlistAdminPageSchema,
  waitlistCountsSchema,
  waitlistEntrySchema,
  waitlistJoinBodySchema,
  waitlistMineSchema,
  type WaitlistFeature,
  type WaitlistJoinInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export interface EntriesParams {
  /** '' for every feature. */
  feature: WaitlistFeature | '';
  page: number;
  page_size: number;
}

export const waitlistKeys = {
  all: ['waitlist'] as const,
  mine: () => [...waitlistKeys.all, 'mine'] as const,
  counts: () => [...waitlistKeys.all, 'counts'] as const,
  entries: (params: EntriesParams) => [...waitlistKeys.all, 'entries', params] as const,
};

/** `GET waitlist/mine`. */
export function useMyWaitlist() {
  return useQuery({
    queryKey: waitlistKeys.mine(),
    queryFn: () =>
      withProblem(async () =>
        waitlistMineSchema.parse(await api.get('waitlist/mine').json<unknown>()),
      ),
  });
}

function useWaitlistMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
    },
  });
}

/** `POST waitlist { feature, note? }`. */
export function useJoinWaitlist() {
  return useWaitlistMutation((input: WaitlistJoinInput) => {
    const json = waitlistJoinBodySchema.parse(input);
    return withProblem(async () =>
      waitlistEntrySchema.parse(await api.post('waitlist', { json }).json<unknown>()),
    );
  });
}

/** `DELETE waitlist/{feature}`. */
export function useLeaveWaitlist() {
  return useWaitlistMutation(async (feature: WaitlistFeature) => {
    await withProblem(() => api.delete(`waitlist/${encodeURIComponent(feature)}`));
  });
}

/** `GET admin/waitlist/counts` (admins): every feature with its count. */
export function useWaitlistCounts() {
  return useQuery({
    queryKey: waitlistKeys.counts(),
    queryFn: () =>
      withProblem(async () =>
        waitlistCountsSchema.parse(await api.get('admin/waitlist/counts').json<unknown>()),
      ),
  });
}

/** `GET admin/waitlist?feature=&page=&page_size=` (admins). */
export function useWaitlistEntries(params: EntriesParams) {
  return useQuery({
    queryKey: waitlistKeys.entries(params),
    queryFn: () => {
      const searchParams = new URLSearchParams({
        page: String(params.page),
        page_size: String(params.page_size),
      });
      if (params.feature !== '') searchParams.set('feature', params.feature);
      return withProblem(async () =>
        waitlistAdminPageSchema.parse(
          await api.get('admin/waitlist', { searchParams }).json<unknown>(),
        ),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET admin/waitlist/export.csv?feature=` through the API client (with the
 * bearer token), saved as a file by the browser.
 */
export function useExportWaitlist() {
  return useMutation({
    mutationFn: async (feature: WaitlistFeature | '') => {
      const searchParams = new URLSearchParams();
      if (feature !== '') searchParams.set('feature', feature);
      const blob = await withProblem(() =>
        api.get('admin/waitlist/export.csv', { searchParams }).blob(),
      );
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `waitlist-${feature === '' ? 'all' : feature}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  });
}

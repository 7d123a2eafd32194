import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ownTherapistEntryListSchema,
  ownTherapistEntrySchema,
  reviewTherapistEntryListSchema,
  reviewTherapistEntrySchema,
  therapistConsentSchema,
  therapistEntryDetailSchema,
  therapistEntryListSchema,
  therapistEntryWriteBodySchema,
  therapistReportBodySchema,
  therapistReportListSchema,
  therapistReportResolveBodySchema,
  therapistReportSchema,
  type OwnTherapistEntry,
  type OwnTherapistEntryList,
  type ReviewTherapistEntry,
  type ReviewTherapistEntryList,
  type TherapistConsent,
  type TherapistEntryDetail,
  type TherapistEntryList,
  type TherapistEntrySort,
  type TherapistEntryStatus,
  type TherapistPool,
  type TherapistReport,
  type TherapistReportList,
  type TherapistReportResolveInput,
  type TherapistReportStatus,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** What the table of a pool shows (kept in the page's address). */
export interface PoolListParams {
  q: string;
  city: string;
  /** '' for both, or only online / only in person. */
  online: '' | 'true' | 'false';
  sort: TherapistEntrySort;
  page: number;
  page_size: number;
}

export interface PageParams {
  page: number;
  page_size: number;
}

export interface ReviewQueueParams extends PageParams {
  pool: TherapistPool | '';
  status: TherapistEntryStatus;
}

export interface ReportQueueParams extends PageParams {
  status: TherapistReportStatus;
}

/** TanStack Query keys of the pools; everything sits under one root, refetched after a change. */
export const poolKeys = {
  all: ['therapist-pools'] as const,
  consent: (pool: TherapistPool) => [...poolKeys.all, 'consent', pool] as const,
  entries: (pool: TherapistPool, params: PoolListParams) =>
    [...poolKeys.all, 'entries', pool, params] as const,
  entry: (pool: TherapistPool, id: string) => [...poolKeys.all, 'entry', pool, id] as const,
  mine: (params: PageParams) => [...poolKeys.all, 'mine', params] as const,
  review: (params: ReviewQueueParams) => [...poolKeys.all, 'review', params] as const,
  reports: (params: ReportQueueParams) => [...poolKeys.all, 'reports', params] as const,
};

function searchOf(values: Record<string, string | number>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== '') search.set(key, String(value));
  }
  return search;
}

/** `GET pools/{pool}/consent`. */
export async function fetchConsent(pool: TherapistPool): Promise<TherapistConsent> {
  return withProblem(async () =>
    therapistConsentSchema.parse(await api.get(`pools/${pool}/consent`).json<unknown>()),
  );
}

export function useConsent(pool: TherapistPool) {
  return useQuery({ queryKey: poolKeys.consent(pool), queryFn: () => fetchConsent(pool) });
}

/** `POST pools/{pool}/consent`: remembered per person and pool on the server. */
export async function acceptConsent(pool: TherapistPool): Promise<TherapistConsent> {
  return withProblem(async () =>
    therapistConsentSchema.parse(await api.post(`pools/${pool}/consent`).json<unknown>()),
  );
}

export function useAcceptConsent(pool: TherapistPool) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptConsent(pool),
    onSuccess: (consent) => {
      queryClient.setQueryData(poolKeys.consent(pool), consent);
    },
  });
}

/** `GET pools/{pool}/entries?q=&city=&is_online=&sort=&page=&page_size=`. */
export async function fetchEntries(
  pool: TherapistPool,
  params: PoolListParams,
): Promise<TherapistEntryList> {
  const searchParams = searchOf({
    q: params.q,
    city: params.city,
    is_online: params.online,
    sort: params.sort,
    page: params.page,
    page_size: params.page_size,
  });
  return withProblem(async () =>
    therapistEntryListSchema.parse(
      await api.get(`pools/${pool}/entries`, { searchParams }).json<unknown>(),
    ),
  );
}

export function useEntries(pool: TherapistPool, params: PoolListParams, enabled: boolean) {
  return useQuery({
    queryKey: poolKeys.entries(pool, params),
    queryFn: () => fetchEntries(pool, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET pools/{pool}/entries/{id}`. */
export async function fetchEntry(pool: TherapistPool, id: string): Promise<TherapistEntryDetail> {
  return withProblem(async () =>
    therapistEntryDetailSchema.parse(
      await api.get(`pools/${pool}/entries/${encodeURIComponent(id)}`).json<unknown>(),
    ),
  );
}

export function useEntry(pool: TherapistPool, id: string | null) {
  return useQuery({
    queryKey: poolKeys.entry(pool, id ?? ''),
    queryFn: () => fetchEntry(pool, id ?? ''),
    enabled: id !== null,
  });
}

function useInvalidatingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: poolKeys.all,
        predicate: (query) => query.queryKey[1] !== 'consent',
      }),
  });
}

/** `POST pools/{pool}/entries`: the entry waits for review. */
export async function createEntry({
  pool,
  input,
}: {
  pool: TherapistPool;
  input: unknown;
}): Promise<OwnTherapistEntry> {
  const body = therapistEntryWriteBodySchema.parse(input);
  return withProblem(async () =>
    ownTherapistEntrySchema.parse(
      await api.post(`pools/${pool}/entries`, { json: body }).json<unknown>(),
    ),
  );
}

/** `PUT pools/{pool}/entries/{id}`: the author, while it waits. */
export async function updateEntry({
  pool,
  id,
  input,
}: {
  pool: TherapistPool;
  id: string;
  input: unknown;
}): Promise<OwnTherapistEntry> {
  const body = therapistEntryWriteBodySchema.parse(input);
  return withProblem(async () =>
    ownTherapistEntrySchema.parse(
      await api
        .put(`pools/${pool}/entries/${encodeURIComponent(id)}`, { json: body })
        .json<unknown>(),
    ),
  );
}

/** `DELETE pools/{pool}/entries/{id}`: the author withdraws it while it waits. */
export async function withdrawEntry({ pool, id }: { pool: TherapistPool; id: string }) {
  await withProblem(() => api.delete(`pools/${pool}/entries/${encodeURIComponent(id)}`));
}

/** `POST pools/{pool}/entries/{id}/reports`: 409 when the person's report is still open. */
export async function reportEntry({
  pool,
  id,
  reason,
}: {
  pool: TherapistPool;
  id: string;
  reason: string;
}): Promise<TherapistReport> {
  const body = therapistReportBodySchema.parse({ reason });
  return withProblem(async () =>
    therapistReportSchema.parse(
      await api
        .post(`pools/${pool}/entries/${encodeURIComponent(id)}/reports`, { json: body })
        .json<unknown>(),
    ),
  );
}

export const useCreateEntry = () => useInvalidatingMutation(createEntry);
export const useUpdateEntry = () => useInvalidatingMutation(updateEntry);
export const useWithdrawEntry = () => useInvalidatingMutation(withdrawEntry);
export const useReportEntry = () => useInvalidatingMutation(reportEntry);

/** `GET pools/mine`: the person's own entries of both pools. */
export async function fetchMine(params: PageParams): Promise<OwnTherapistEntryList> {
  return withProblem(async () =>
    ownTherapistEntryListSchema.parse(
      await api.get('pools/mine', { searchParams: searchOf({ ...params }) }).json<unknown>(),
    ),
  );
}

export function useMyEntries(params: PageParams) {
  return useQuery({
    queryKey: poolKeys.mine(params),
    queryFn: () => fetchMine(params),
    placeholderData: keepPreviousData,
  });
}

/** `GET pools/review/entries?pool=&status=&page=` (moderators). */
export async function fetchReviewQueue(
  params: ReviewQueueParams,
): Promise<ReviewTherapistEntryList> {
  return withProblem(async () =>
    reviewTherapistEntryListSchema.parse(
      await api
        .get('pools/review/entries', { searchParams: searchOf({ ...params }) })
        .json<unknown>(),
    ),
  );
}

export function useReviewQueue(params: ReviewQueueParams) {
  return useQuery({
    queryKey: poolKeys.review(params),
    queryFn: () => fetchReviewQueue(params),
    placeholderData: keepPreviousData,
  });
}

export type ReviewAction = 'approve' | 'reject' | 'hide' | 'unhide';

/** `POST pools/review/entries/{id}/{action}`, with the note for reject and hide. */
export async function reviewEntry({
  id,
  action,
  note,
}: {
  id: string;
  action: ReviewAction;
  note?: string;
}): Promise<ReviewTherapistEntry> {
  const path = `pools/review/entries/${encodeURIComponent(id)}/${action}`;
  return withProblem(async () =>
    reviewTherapistEntrySchema.parse(
      await api.post(path, note === undefined ? {} : { json: { note } }).json<unknown>(),
    ),
  );
}

export const useReviewEntry = () => useInvalidatingMutation(reviewEntry);

/** `GET pools/review/reports?status=` (moderators). */
export async function fetchReports(params: ReportQueueParams): Promise<TherapistReportList> {
  return withProblem(async () =>
    therapistReportListSchema.parse(
      await api
        .get('pools/review/reports', { searchParams: searchOf({ ...params }) })
        .json<unknown>(),
    ),
  );
}

export function useReports(params: ReportQueueParams) {
  return useQuery({
    queryKey: poolKeys.reports(params),
    queryFn: () => fetchReports(params),
    placeholderData: keepPreviousData,
  });
}

/** `POST pools/review/reports/{report_id}/resolve`: hide the entry or dismiss the report. */
export async function resolveReport({
  reportId,
  input,
}: {
  reportId: string;
  input: TherapistReportResolveInput;
}): Promise<TherapistReport> {
  const body = therapistReportResolveBodySchema.parse(input);
  return withProblem(async () =>
    therapistReportSchema.parse(
      await api
        .post(`pools/review/reports/${encodeURIComponent(reportId)}/resolve`, { json: body })
        .json<unknown>(),
    ),
  );
}

export const useResolveReport = () => useInvalidatingMutation(resolveReport);

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listingPageSchema,
  listingRejectBodySchema,
  listingSchema,
  listingWriteBodySchema,
  type Listing,
  type ListingCategory,
  type ListingPage,
  type ListingStatus,
  type ListingWriteInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export interface BoardParams {
  category: ListingCategory;
  q: string;
  page: number;
  page_size: number;
}

export interface QueueParams {
  status: ListingStatus;
  /** '' for every category. */
  category: ListingCategory | '';
  include_expired: boolean;
  page: number;
  page_size: number;
}

export interface PageParams {
  page: number;
  page_size: number;
}

/**
 * TanStack Query keys of the listings. The home page's data lives under
 * `['home']`; every change here refreshes it too, so a card shows what the
 * board shows.
 */
export const listingKeys = {
  all: ['listings'] as const,
  board: (params: BoardParams) => [...listingKeys.all, 'board', params] as const,
  mine: (params: PageParams) => [...listingKeys.all, 'mine', params] as const,
  queue: (params: QueueParams) => [...listingKeys.all, 'queue', params] as const,
  waitingCount: () => [...listingKeys.all, 'waiting-count'] as const,
};
const homeKey = ['home'] as const;

function pageOf(raw: unknown): ListingPage {
  return listingPageSchema.parse(raw);
}

/** `GET listings?category=&q=&page=&page_size=`: approved, unexpired, newest approved first. */
export async function fetchBoard(params: BoardParams): Promise<ListingPage> {
  const searchParams = new URLSearchParams({
    category: params.category,
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.q !== '') searchParams.set('q', params.q);
  return withProblem(async () =>
    pageOf(await api.get('listings', { searchParams }).json<unknown>()),
  );
}

export function useBoard(params: BoardParams) {
  return useQuery({
    queryKey: listingKeys.board(params),
    queryFn: () => fetchBoard(params),
    placeholderData: keepPreviousData,
  });
}

/** `GET listings/mine`: the caller's own listings, newest first. */
export function useMyListings(params: PageParams) {
  return useQuery({
    queryKey: listingKeys.mine(params),
    queryFn: () =>
      withProblem(async () =>
        pageOf(
          await api
            .get('listings/mine', {
              searchParams: { page: String(params.page), page_size: String(params.page_size) },
            })
            .json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

function queueSearch(params: QueueParams): URLSearchParams {
  const searchParams = new URLSearchParams({
    status: params.status,
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.category !== '') searchParams.set('category', params.category);
  if (params.include_expired) searchParams.set('include_expired', 'true');
  return searchParams;
}

/** `GET listings/review` (moderators). */
export function useListingQueue(params: QueueParams) {
  return useQuery({
    queryKey: listingKeys.queue(params),
    queryFn: () =>
      withProblem(async () =>
        pageOf(
          await api.get('listings/review', { searchParams: queueSearch(params) }).json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** How many unexpired listings wait for a moderator. */
export function useWaitingListingsCount() {
  return useQuery({
    queryKey: listingKeys.waitingCount(),
    queryFn: () =>
      withProblem(async () =>
        pageOf(
          await api
            .get('listings/review', {
              searchParams: queueSearch({
                status: 'waiting',
                category: '',
                include_expired: false,
                page: 1,
                page_size: 10,
              }),
            })
            .json<unknown>(),
        ),
      ),
    select: (page) => page.total,
  });
}

async function listingOf(call: () => Promise<unknown>): Promise<Listing> {
  return withProblem(async () => listingSchema.parse(await call()));
}

function useListingsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // After a failure too: someone else may have reviewed the listing meanwhile.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKey }),
      ]);
    },
  });
}

/** `POST listings`: it waits for a moderator. */
export function useCreateListing() {
  return useListingsMutation((input: ListingWriteInput) => {
    const json = listingWriteBodySchema.parse(input);
    return listingOf(() => api.post('listings', { json }).json<unknown>());
  });
}

/** `PUT listings/{id}` (the author, while it waits). */
export function useUpdateListing() {
  return useListingsMutation(({ id, input }: { id: string; input: ListingWriteInput }) => {
    const json = listingWriteBodySchema.parse(input);
    return listingOf(() => api.put(`listings/${encodeURIComponent(id)}`, { json }).json<unknown>());
  });
}

/** `DELETE listings/{id}`: the author withdraws it while it waits. */
export function useWithdrawListing() {
  return useListingsMutation(async (id: string) => {
    await withProblem(() => api.delete(`listings/${encodeURIComponent(id)}`));
  });
}

/** `POST listings/review/{id}/approve` (moderators). */
export function useApproveListing() {
  return useListingsMutation((id: string) =>
    listingOf(() => api.post(`listings/review/${encodeURIComponent(id)}/approve`).json<unknown>()),
  );
}

/** `POST listings/review/{id}/reject { note }` (moderators). */
export function useRejectListing() {
  return useListingsMutation(({ id, note }: { id: string; note: string }) => {
    const json = listingRejectBodySchema.parse({ note });
    return listingOf(() =>
      api.post(`listings/review/${encodeURIComponent(id)}/reject`, { json }).json<unknown>(),
    );
  });
}

/** `DELETE listings/review/{id}` (moderators; audited). */
export function useRemoveListing() {
  return useListingsMutation(async (id: string) => {
    await withProblem(() => api.delete(`listings/review/${encodeURIComponent(id)}`));
  });
}

import { defaultPageSize, pageSizes, poolStatusSchema, type PoolStatus } from '@campus/contracts';

/** What `/questions` keeps in its address: the filters, the page, and an open thread. */
export interface PoolPageParams {
  q: string;
  group: number | undefined;
  status: PoolStatus | undefined;
  mine: boolean;
  page: number;
  page_size: number;
  thread: string | undefined;
}

function positiveInteger(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readPoolParams(search: URLSearchParams): PoolPageParams {
  const size = positiveInteger(search.get('page_size'), defaultPageSize);
  const group = Number(search.get('group'));
  const status = search.get('status');
  const thread = search.get('thread');
  return {
    q: search.get('q') ?? '',
    group: Number.isInteger(group) && group >= 1000 && group <= 9999 ? group : undefined,
    status: poolStatusSchema.safeParse(status).data,
    mine: search.get('mine') === 'true',
    page: positiveInteger(search.get('page'), 1),
    page_size: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
    thread: thread !== null && uuidPattern.test(thread) ? thread : undefined,
  };
}

export function writePoolParams(params: PoolPageParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== '') search.set('q', params.q);
  if (params.group !== undefined) search.set('group', String(params.group));
  if (params.status !== undefined) search.set('status', params.status);
  if (params.mine) search.set('mine', 'true');
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  if (params.thread !== undefined) search.set('thread', params.thread);
  return search;
}

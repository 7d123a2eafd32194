import { defaultPageSize, listingLimits, pageSizes } from '@campus/contracts';

/** What a board keeps in its address: `?q=&page=&page_size=`. */
export interface BoardSearchParams {
  q: string;
  page: number;
  page_size: number;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readPageSize(value: string | null): number {
  const size = Number(value);
  return (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize;
}

export function readBoardParams(search: URLSearchParams): BoardSearchParams {
  return {
    q: (search.get('q') ?? '').trim().slice(0, listingLimits.queryMaxLength),
    page: readPage(search.get('page')),
    page_size: readPageSize(search.get('page_size')),
  };
}

/** The address's query string, defaults left out. */
export function writeBoardParams(params: BoardSearchParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== '') search.set('q', params.q);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}

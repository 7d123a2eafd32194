import { defaultPageSize, pageSizes } from '@campus/contracts';

/** What every builder list keeps in its query string. */
export interface QbBaseListParams {
  q: string;
  page: number;
  page_size: number;
}

/** `q`, `page` and `page_size` of a list's query string, with defaults for missing or wrong values. */
export function readQbBaseParams(search: URLSearchParams): QbBaseListParams {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('page_size'));
  return {
    q: search.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** A query string of list parameters, leaving out defaults and empty values so links stay short. */
export function writeQbParams(params: Readonly<Record<string, string | number>>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === 'all') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'page_size' && value === defaultPageSize) continue;
    search.set(key, String(value));
  }
  return search;
}

/** One of `options`, or `fallback`. */
export function qbOneOf<T extends string>(
  options: readonly T[],
  value: string | null,
  fallback: T,
): T {
  const found = options.find((option) => option === value);
  return found ?? fallback;
}

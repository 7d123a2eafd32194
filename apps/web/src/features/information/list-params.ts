import {
  defaultPageSize,
  informationProjectStatuses,
  pageSizes,
  type InformationProjectStatus,
} from '@campus/contracts';

/** `all`: every project that is not deleted (moderators); students always see published ones. */
export type StatusFilter = InformationProjectStatus | 'all';

/** What the list shows, as kept in the page's query string. */
export interface ProjectListParams {
  q: string;
  status: StatusFilter;
  page: number;
  page_size: number;
}

const maxSearchLength = 100;

function isStatus(value: string | null): value is InformationProjectStatus {
  return value !== null && (informationProjectStatuses as readonly string[]).includes(value);
}

export function readProjectListParams(search: URLSearchParams): ProjectListParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('page_size'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, maxSearchLength),
    status: isStatus(status) ? status : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** The query string for the parameters, leaving out defaults so links stay short. */
export function writeProjectListParams(params: ProjectListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== '') search.set('q', params.q);
  if (params.status !== 'all') search.set('status', params.status);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}

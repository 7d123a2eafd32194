import { useContactMessages } from './api';

/** How many contact messages are not handled yet; undefined while it loads. */
export function useContactWaitingCount(): number | undefined {
  return useContactMessages({ status: 'new', page: 1, page_size: 10 }).data?.total;
}

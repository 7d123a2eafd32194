import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { eventAdminListQuerySchema } from '@campus/contracts';
import { usePanelListState, type PanelKeys } from '../../../lib/use-list-state';

/**
 * The board keeps its view in the admin panel's query string under its own
 * prefix (`event_…`), so the panel's other tabs keep their parameters.
 */
const boardKeys: PanelKeys<typeof eventAdminListQuerySchema> = {
  q: 'event_q',
  status: 'event_status',
  when: 'event_when',
  page: 'event_page',
  page_size: 'event_page_size',
};

/** The board's query, and the search box's text committed a moment after typing stops. */
export function useBoardState() {
  const { params, update } = usePanelListState(eventAdminListQuerySchema, boardKeys);
  const [searchText, setSearchText] = useState(params.q ?? '');
  const commitSearch = useDebouncedCallback((text: string) => {
    update({ q: text.trim(), page: 1 });
  }, 350);
  function changeSearch(text: string) {
    setSearchText(text);
    commitSearch(text);
  }
  function clearFilters() {
    commitSearch.cancel();
    setSearchText('');
    update({ q: undefined, status: undefined, when: undefined, page: 1 });
  }
  return { params, update, searchText, changeSearch, clearFilters };
}

/**
 * A list's page as the API answers it (the contracts' page schemas): the
 * items, the page asked for and how many items the whole list holds.
 */
export function pageOf<Item>(
  items: Item[],
  query: { page: number; page_size: number },
  total: number,
) {
  return { items, page: query.page, page_size: query.page_size, total };
}

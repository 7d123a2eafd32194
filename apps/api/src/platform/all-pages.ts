/** How many rows each page of a full read asks for. */
const exportPageSize = 100;

/**
 * Reads every row of a paginated query, a page at a time (a person's own
 * items for the personal-data export): never one unbounded query.
 */
export async function readAllPages<Row>(
  readPage: (request: { page: number; page_size: number }) => Promise<{ rows: Row[] }>,
): Promise<Row[]> {
  const all: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { rows } = await readPage({ page, page_size: exportPageSize });
    all.push(...rows);
    if (rows.length < exportPageSize) return all;
  }
}

/** The same for a service's paginated answer (`{ items }`): every item of every page. */
export function allItems<Item>(
  readPage: (request: { page: number; page_size: number }) => Promise<{ items: Item[] }>,
): Promise<Item[]> {
  return readAllPages(async (request) => ({ rows: (await readPage(request)).items }));
}

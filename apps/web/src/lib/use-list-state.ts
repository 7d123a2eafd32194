import { useCallback, useContext, useMemo, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  UNSAFE_DataRouterContext,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateOptions,
} from 'react-router';
import type { z } from 'zod';
import { searchParamsOf } from '@campus/contracts';

const searchDelayMs = 350;

/** A list's query schema: an object of fields (the endpoint's query schema, or one extended with page-only state). */
export type ListStateSchema = z.ZodObject;

function fieldsOf(schema: ListStateSchema): [string, z.ZodType][] {
  const shape: Record<string, z.ZodType> = schema.shape;
  return Object.entries(shape);
}

/** The value a field takes when the URL leaves it out (its default, or undefined). */
function defaultOf(field: z.ZodType): unknown {
  const result = field.safeParse(undefined);
  return result.success ? result.data : undefined;
}

/**
 * A list's state read from a query string with its schema, field by field: a
 * field the URL leaves out, or gives a value the schema refuses, takes its
 * default, so a hand-edited or outdated link still opens the list.
 */
export function readListState<Schema extends ListStateSchema>(
  schema: Schema,
  search: URLSearchParams,
): z.output<Schema> {
  const state: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(schema)) {
    const values = search.getAll(key);
    const raw = values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
    const result = raw === undefined ? undefined : field.safeParse(raw);
    state[key] = result?.success === true ? result.data : defaultOf(field);
  }
  return state as z.output<Schema>;
}

/** A list's state as a query string: fields at their default are left out. */
export function writeListState<Schema extends ListStateSchema>(
  schema: Schema,
  state: Partial<z.output<Schema>>,
): URLSearchParams {
  const shown: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(schema)) {
    const value = (state as Record<string, unknown>)[key];
    if (value !== defaultOf(field)) shown[key] = value;
  }
  return searchParamsOf(shown);
}

/**
 * Changes the query string starting from the address as it is now. The router
 * renders a navigation a moment after it happens (in a transition), so a
 * second change made in between (a filter picked while the search box's
 * change is still rendering) would start from the render's older address with
 * `setSearchParams` and undo the first one. The data router knows the address
 * at once; outside one (a test's plain router) the render's address is used.
 * A change that lands after the person left the page, or while a link they
 * followed is still loading (a search box's pause), is dropped rather than
 * written onto the next page or cancelling the way there.
 */
export function useSearchParamsWriter() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const navigate = useNavigate();
  return useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const state = dataRouter?.router.state;
      const now = state?.location;
      if (now !== undefined && now.pathname !== pathname) return;
      // A link followed a moment ago may still be loading its page (a lazy route):
      // writing now would cancel that navigation and keep the person here.
      const leaving = state?.navigation.location;
      if (leaving !== undefined && leaving.pathname !== pathname) return;
      const current = new URLSearchParams(now === undefined ? searchParams : now.search);
      const next = change(current);
      if (next === current) return;
      void navigate({ search: `?${next.toString()}` }, options);
    },
    [dataRouter, pathname, searchParams, navigate],
  );
}

/**
 * A list page's state kept in its URL, read and written with the list's query
 * schema. `update` changes fields (a filter change should also set `page: 1`);
 * `searchText`/`changeSearch` serve the search box, which writes `q` a moment
 * after typing stops and goes back to page 1.
 */
export function useListState<Schema extends ListStateSchema>(schema: Schema) {
  const [searchParams] = useSearchParams();
  const setSearchParams = useSearchParamsWriter();
  const params = useMemo(() => readListState(schema, searchParams), [schema, searchParams]);
  const initialText = (params as { q?: unknown }).q;
  const [searchText, setSearchText] = useState(typeof initialText === 'string' ? initialText : '');

  const update = useCallback(
    (patch: Partial<z.output<Schema>>) => {
      setSearchParams((current) =>
        writeListState(schema, { ...readListState(schema, current), ...patch }),
      );
    },
    [schema, setSearchParams],
  );

  const updateSearch = useDebouncedCallback((q: string) => {
    setSearchParams((current) =>
      writeListState(schema, { ...readListState(schema, current), q: q.trim(), page: 1 }),
    );
  }, searchDelayMs);

  function changeSearch(text: string) {
    setSearchText(text);
    updateSearch(text);
  }

  return { params, update, searchText, changeSearch };
}

/** The address key of each field of a list's state, or one prefix for all of them. */
export type PanelKeys<Schema extends ListStateSchema> =
  Readonly<Record<keyof z.output<Schema> & string, string>> | string;

function keysOf(schema: ListStateSchema, keys: PanelKeys<ListStateSchema>): [string, string][] {
  return fieldsOf(schema).map(([field]) => [
    field,
    typeof keys === 'string' ? `${keys}${field}` : (keys[field] ?? field),
  ]);
}

/** The list's own fields of an address, under their field names. */
function ownSearch(keys: [string, string][], search: URLSearchParams): URLSearchParams {
  const own = new URLSearchParams();
  for (const [field, key] of keys) for (const value of search.getAll(key)) own.append(field, value);
  return own;
}

/**
 * A list's state in a page whose tabs share one query string (the admin
 * panel, the review panels): read and written with the list's query schema as
 * `useListState` does, but each field under its own key (`keys`: a module
 * constant mapping each field to its key, or a prefix such as `review_`), and
 * every other key of the address kept. `update` changes fields (a filter
 * change should also set `page: 1`).
 */
export function usePanelListState<Schema extends ListStateSchema>(
  schema: Schema,
  keys: PanelKeys<Schema>,
) {
  const [searchParams] = useSearchParams();
  const setSearchParams = useSearchParamsWriter();
  const fieldKeys = useMemo(() => keysOf(schema, keys), [schema, keys]);
  const params = useMemo(
    () => readListState(schema, ownSearch(fieldKeys, searchParams)),
    [schema, fieldKeys, searchParams],
  );
  const update = useCallback(
    (patch: Partial<z.output<Schema>>, options?: { replace?: boolean }) => {
      setSearchParams((current) => {
        const now = readListState(schema, ownSearch(fieldKeys, current));
        const written = writeListState(schema, { ...now, ...patch });
        const next = new URLSearchParams(current);
        for (const [field, key] of fieldKeys) {
          const values = written.getAll(field);
          if (values.length === 1) {
            next.set(key, values[0] ?? '');
            continue;
          }
          next.delete(key);
          for (const value of values) next.append(key, value);
        }
        return next;
      }, options);
    },
    [schema, fieldKeys, setSearchParams],
  );
  return { params, update };
}
